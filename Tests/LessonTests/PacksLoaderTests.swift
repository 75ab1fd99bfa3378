import Foundation
import Testing
@testable import Language
import Messages
@testable import Packs

/// The fixture pack roots: `otra-raiz` (a good pack beside the bundled one) and `rota` (one good
/// pack among broken ones, broken on purpose).
enum PackFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/packs")
    static let otherRoot = directory.appendingPathComponent("otra-raiz")
    static let brokenRoot = directory.appendingPathComponent("rota")

    /// A file of a fixture pack as the loader names it in diagnostics.
    static func path(_ root: URL, _ pack: String, _ file: String) -> String {
        PackLoader.displayPath(root.appendingPathComponent("Lessons/\(pack)/\(file)"))
    }
}

extension Diagnostic {
    /// `archivo:línea`, the way a test names where a diagnostic points.
    var place: String { location.map { "\($0.path):\($0.line)" } ?? "-" }
}

@Suite("Packs: loading")
struct PacksLoaderTests {
    @Test("A broken root: every problem with its path and line, and the good pack still loads")
    func brokenPacks() {
        let library = PackLoader.load(roots: [PackFixtures.brokenRoot])
        let root = PackFixtures.brokenRoot
        #expect(library.packs.map(\.name) == ["buena", "falta-leccion", "modelos-repetidos"])
        #expect(library.lessonIDs == ["buena/01-bien", "falta-leccion/01-existe", "modelos-repetidos/01-a", "modelos-repetidos/02-b"])
        // `bueno` has an attribute without value: reported, and the model still loads without it.
        #expect(library.modelNames == ["correcto", "bueno", "doble"])

        let places = library.diagnostics.map(\.place)
        #expect(places == [
            PackFixtures.path(root, "falta-leccion", "01-existe.md") + ":3",
            PackFixtures.path(root, "falta-leccion", "01-existe.md") + ":9",
            PackFixtures.path(root, "falta-leccion", "pack.json") + ":5",
            PackFixtures.path(root, "json-roto", "pack.json") + ":5",
            PackFixtures.path(root, "modelos-repetidos", "02-b.md") + ":5",
            PackFixtures.path(root, "sin-manifiesto", "pack.json") + ":1",
        ])
        let messages = library.diagnostics.map(\.message)
        #expect(messages[0].contains("inicial= no tiene valor"))
        #expect(messages[1].contains("sin cerrar"))
        #expect(messages[2].contains("«02-no-existe»") && messages[2].contains("02-no-existe.md"))
        #expect(messages[3].contains("pack.json no es JSON válido") && messages[3].contains("¿falta una coma?"))
        #expect(messages[4].contains("«doble» ya está definido en \(PackFixtures.path(root, "modelos-repetidos", "01-a.md")):3"))
        #expect(messages[5].contains("no tiene pack.json"))
        // The caret stands under the attribute that has no value, and the column says so.
        #expect(library.diagnostics[0].location?.column == 23)
        #expect(library.diagnostics[0].rendered.contains("```swift modelo=bueno inicial=\n" + String(repeating: " ", count: 26) + "^"))
        // The unterminated block's model is not loaded; the good one of the same lesson is.
        #expect(library.model("cortado").isFailure)
        #expect(library.model("bueno").isFailure == false)
        #expect(library.diagnostics[2].location?.column == 5)  // under the name in pack.json
    }

    @Test("A pack on LESSON_PATH loads beside the bundled one; clashing model names get their pack")
    func extraRoot() throws {
        let library = PackLoader.load(environment: ["LESSON_PATH": PackFixtures.otherRoot.path])
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.rendered))")
        #expect(library.packs.map(\.name).contains("maquinas-de-estado"))
        #expect(library.packs.last?.name == "semaforos")
        #expect(library.packs.last?.title == "Semáforos de prueba")
        let lesson = try #require(library.packs.last?.lessons.first)
        #expect(lesson.id == "semaforos/01-semaforo")
        #expect(lesson.title == "Un semáforo con tres luces")
        #expect(lesson.models == ["semaforo"])
        // Both packs define `perfil`: each is reachable as <pack>/<model>, the plain name is ambiguous.
        #expect(library.modelNames.contains("semaforos/perfil"))
        #expect(library.modelNames.contains("maquinas-de-estado/perfil"))
        #expect(try library.model("semaforos/perfil").get().pack == "semaforos")
        guard case .failure(let error) = library.model("perfil") else { Issue.record("«perfil» debería ser ambiguo"); return }
        #expect(error.message.contains("es ambiguo") && error.message.contains("semaforos/perfil"))
    }

    @Test("A model's blocks join in order and each line maps back into the .md")
    func modelPositions() throws {
        let library = PackLoader.load(roots: [PackFixtures.otherRoot])
        let model = try library.model("semaforo").get()
        let path = PackFixtures.path(PackFixtures.otherRoot, "semaforos", "01-semaforo.md")
        #expect(model.initial == ".rojo(segundos: 30)")
        #expect(model.legitimate == "esValido")
        #expect(model.lessonID == "semaforos/01-semaforo")
        #expect(model.path == path && model.line == 5)
        // Block one opens at line 5 (body from 6); block two at line 15 (body at 16).
        #expect(model.source.text.hasPrefix("enum Luz {\n"))
        let secondBlock = try #require(model.source.text.range(of: "func esValido"))
        let offset = model.source.text.utf8.distance(from: model.source.text.startIndex, to: secondBlock.lowerBound)
        let location = model.source.location(of: offset + 5)
        #expect(location.path == path)
        #expect(location.line == 16)
        #expect(location.column == 6)
        #expect(model.source.location(of: model.source.text.utf8.count - 2).line == 16)
        let third = model.source.location(of: 28)  // inside `case rojo(segundos: Int)`
        #expect(third.line == 7)
        #expect(third.lineText == "    case rojo(segundos: Int)")
    }

    @Test("pack.json problems in memory: syntax with line and column, wrong shapes")
    func manifests() {
        let (_, syntax) = PackManifest.parse("{\n  \"titulo\": \"x\",\n  \"lecciones\": [\"a\",]\n}", path: "p/pack.json", packName: "p")
        #expect(syntax.map(\.place) == ["p/pack.json:3"])
        #expect(syntax.first?.location?.column == 21)  // the `]` after the trailing comma
        let (manifest, shape) = PackManifest.parse("{\"título\": \"Con tilde\", \"lecciones\": \"01\"}", path: "p/pack.json", packName: "p")
        #expect(manifest == nil)
        #expect(shape.map(\.message) == [Msg.Packs.manifestLessonsNotList])
        let (good, none) = PackManifest.parse("{\"titulo\": \"T\", \"lecciones\": [\"01-a.md\", \"02-b\"]}", path: "p", packName: "p")
        #expect(none.isEmpty)
        #expect(good?.lessons.map(\.name) == ["01-a", "02-b"])
        #expect(PackManifest.parse("", path: "p", packName: "p").1.first?.message.contains("termina antes de tiempo") == true)
    }

    @Test("Info strings: quoted values, values with spaces in brackets, flags, problems")
    func infoStrings() {
        let info = FenceInfo.parse(#"swift modelo=carga oculto inicial=".cargando(id: 1)" legitimo='esLegitimo'"#)
        #expect(info.language == "swift" && info.model == "carga" && info.hidden)
        #expect(info.initial == ".cargando(id: 1)" && info.legitimate == "esLegitimo")
        #expect(info.problems.isEmpty)
        #expect(FenceInfo.parse("swift modelo=x inicial=.cargando(id: 1, intentos: 2)").initial == ".cargando(id: 1, intentos: 2)")
        #expect(FenceInfo.parse("swift model=x legítimo=f hidden").legitimate == "f")
        #expect(FenceInfo.parse("swift modelo=").problems == [.missingValue(key: "modelo")])
        #expect(FenceInfo.parse("swift modelo=x incial=.a").problems == [.unknownAttribute("incial")])
        #expect(FenceInfo.parse("swift modelo=\"x").problems == [.unclosedQuote(key: "modelo")])
        #expect(FenceInfo.parse("swift modelo=x modelo=y").problems == [.repeated("modelo")])
    }

    @Test("Lessons by id, by file name, by position and by prefix; ambiguity and typos answered in Spanish")
    func lessonLookup() throws {
        let library = PackLoader.load(roots: [PackFixtures.brokenRoot])
        #expect(try library.lesson("modelos-repetidos/02-b").get().id == "modelos-repetidos/02-b")
        #expect(try library.lesson("01-bien").get().id == "buena/01-bien")
        #expect(try library.lesson("2").get().id == "modelos-repetidos/02-b")
        #expect(try library.lesson("modelos-repetidos/1").get().id == "modelos-repetidos/01-a")
        #expect(try library.lesson("falta").get().id == "falta-leccion/01-existe")
        guard case .failure(let ambiguous) = library.lesson("1") else { Issue.record("«1» es ambiguo"); return }
        #expect(ambiguous.message == "«1» es ambiguo: puede ser buena/01-bien, falta-leccion/01-existe o modelos-repetidos/01-a. Escribe el id completo (paquete/lección).")
        guard case .failure(let typo) = library.lesson("buena/01-bein") else { Issue.record("no existe"); return }
        #expect(typo.message.hasPrefix("No hay ninguna lección «buena/01-bein». ¿Quisiste decir buena/01-bien?"))
        guard case .failure(let unknown) = library.lesson("zzzzzz") else { Issue.record("no existe"); return }
        #expect(unknown.problem == .unknown(suggestions: []))
    }

    @Test("Assembly in memory: a pack name seen twice keeps the first root's pack")
    func duplicatePacks() {
        let lesson = ["01-a": "# A\n\n```swift modelo=m\nlet x = 1\n```\n"]
        let first = PackSource(name: "p", root: "uno", directory: "uno/Lessons/p",
                               manifest: #"{"titulo": "P", "lecciones": ["01-a"]}"#, lessons: lesson)
        var second = first
        second.root = "dos"
        second.directory = "dos/Lessons/p"
        let library = PackLibrary.assemble([first, second])
        #expect(library.packs.map(\.root) == ["uno"])
        #expect(library.modelNames == ["m"])
        #expect(library.diagnostics.map(\.place) == ["dos/Lessons/p:1"])
        #expect(library.diagnostics.first?.message.contains("ya hay un paquete «p» (en uno)") == true)
    }

    @Test("Markdown blocks keep their lines inside lists and quotes")
    func nestedFences() {
        let markdown = "# T\n\n- uno\n\n  ```swift modelo=m\n  let x = 1\n  ```\n\n> ```swift modelo=m\n> let y = 2\n> ```\n"
        let result = LessonParser.parse(pack: "p", name: "l", position: 1, path: "l.md", markdown: markdown)
        #expect(result.diagnostics.isEmpty)
        let model = result.models.first
        #expect(model?.blocks.map(\.firstLine) == [6, 10])
        #expect(model?.source.text == "let x = 1\nlet y = 2\n")
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { return true } else { return false } }
}
