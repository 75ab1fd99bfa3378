import Foundation
@testable import Grading
import Testing

private let strict = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/estricto")

@Suite("validar, strict: every breakage at its file and line; a root, a pack or an exercise; --json")
struct ValidationStrictTests {
    @Test("a broken root: unknown keys with the nearest known one, unlisted lesson, missing plantilla, unknown lesson and test names, non-UTF-8")
    func brokenRoot() async throws {
        let run = try await offPool { try runLesson(["validar", strict.path], timeout: 600) }
        #expect(run.status == 1)
        let out = run.stdout
        for expected in [
            "Lessons/curso/pack.json:2:2: error: clave desconocida «leciones» en pack.json; ¿quisiste decir «lecciones»?",
            "Lessons/curso/02-suelta.md: esta lección no está en Lessons/curso/pack.json",
            "Exercises/mal-clave/exercise.json:3: clave desconocida «comprobacion»; ¿quisiste decir «comprobaciones»?",
            "Exercises/mal-clave/enunciado.md: el archivo no está en UTF-8",
            "Exercises/sin-plantilla/exercise.json:2: «leccion» nombra «curso/01-puerto», que no es ninguna lección cargada; ¿quisiste decir «curso/01-puerta»?",
            "Exercises/sin-plantilla/plantilla: falta la carpeta plantilla/",
            "Exercises/sin-plantilla/exercise.json:4: «puntos» nombra «empujar abre una puerta cerrad», que no es el nombre de ninguna prueba oculta; ¿quisiste decir «empujar abre una puerta cerrada»?",
            "✔ ejercicio tuplas",
            "Exercises/pruebas-rotas/pruebas: las pruebas ocultas no compilan con la solución de referencia: el problema está en las pruebas",
            "Exercises/pruebas-rotas/pruebas/PruebasPuerta.swift:5:13: error: no existe `siguente` en este ámbito",
        ] {
            #expect(out.contains(expected), "falta: \(expected)\n\(out)")
        }
    }

    @Test("one exercise folder, with --json: the tuple default of lesson 1 passes sin-default")
    func oneExercise() async throws {
        let run = try await offPool { try runLesson(["validar", strict.appendingPathComponent("Exercises/tuplas").path, "--json"], timeout: 600) }
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let items = try #require(json["elementos"] as? [[String: Any]])
        #expect(json["aprobado"] as? Bool == true && items.count == 1 && items[0]["nombre"] as? String == "tuplas")
        let pack = try runLesson(["validar", strict.appendingPathComponent("Lessons/curso").path])
        #expect(pack.status == 1 && pack.stdout.contains("clave desconocida «leciones»") && !pack.stdout.contains("ejercicio"))
        let neither = try runLesson(["validar", strict.appendingPathComponent("Exercises").path + "/tuplas/solucion"])
        #expect(neither.status == 2 && neither.stderr.contains("no es una raíz de paquetes, ni un paquete"))
    }

    @Test("a model's inicial=, legitimo= and maquina= are checked against it, each at the lesson's line; two machines need maquina=")
    func modelAttributes() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/modelos-rotos")
        let run = try await offPool { try runLesson(["validar", root.path], timeout: 600) }
        #expect(run.status == 1)
        for expected in [
            "m/01-legitimo.md:3:22: error: legitimo=noExiste: el modelo no declara ninguna función «noExiste»",
            "m/02-inicial.md:3:22: error: inicial=42 no vale para este modelo:",
            "m/03-morado.md:3:22: error: inicial=.morado no vale para este modelo:",
            "m/04-predicado.md:3:23: error: legitimo=cuenta: «cuenta» debe ser un predicado de un parámetro que devuelve Bool",
            "m/05-maquina-falta.md:3:24: error: el modelo no declara ninguna función «siguente» que pueda ser su máquina; ¿quisiste decir «siguiente»?",
            "m/06-maquina-forma.md:3:24: error: «nombre» no puede ser la máquina: nombre(_:) no tiene su forma",
            "m/07-dos-maquinas.md:3:10: error: el modelo tiene varias funciones con forma de máquina (siguiente(_:ante:), alReves(_:ante:)): di cuál es con maquina=FUNC",
            "✔ modelo melegida",
            "✔ lección m/08-maquina-elegida",
        ] {
            #expect(run.stdout.contains(expected), "falta: \(expected)\n\(run.stdout)")
        }
        #expect(!run.stdout.contains("inicial:1:1") && !run.stdout.contains("ningún caso del switch coincide"))
    }

    @Test("sin-default: a default over the type fails; over a tuple that holds it only with tambien_en_tuplas")
    func tupleDefault() throws {
        let source = try String(contentsOf: strict.appendingPathComponent("Exercises/tuplas/solucion/Puerta.swift"), encoding: .utf8)
        let reader = StaticChecks.makeReader([LearnerSource(name: "Puerta.swift", displayPath: "Puerta.swift", text: source)])
        #expect(reader.bareDefaults(on: "Puerta", includingTuples: false).isEmpty)
        #expect(reader.bareDefaults(on: "Puerta", includingTuples: true).map(\.line) == [8])
        let template = try String(contentsOf: strict.appendingPathComponent("Exercises/tuplas/plantilla/Puerta.swift"), encoding: .utf8)
        let alone = StaticChecks.makeReader([LearnerSource(name: "Puerta.swift", displayPath: "Puerta.swift", text: template)])
        #expect(alone.bareDefaults(on: "Puerta", includingTuples: false).map(\.line) == [6])
    }

    @Test("names shared with another loaded root: a model and a pack, each said with both places")
    func collisions() throws {
        let root = TemporaryDirectory("lesson-colisiones")
        defer { root.remove() }
        let manager = FileManager.default
        try manager.createDirectory(at: root.file("Lessons/otro"), withIntermediateDirectories: true)
        try Data(#"{"titulo": "Otro", "lecciones": ["01-perfil"]}"#.utf8).write(to: root.file("Lessons/otro/pack.json"))
        try Data("# Perfil\n\n```swift modelo=perfil\nenum Fase { case a, b }\n```\n".utf8).write(to: root.file("Lessons/otro/01-perfil.md"))
        try manager.createDirectory(at: root.file("Lessons/maquinas-de-estado"), withIntermediateDirectories: true)
        try Data(#"{"titulo": "Copia", "lecciones": ["01-a"]}"#.utf8).write(to: root.file("Lessons/maquinas-de-estado/pack.json"))
        try Data("# A\n".utf8).write(to: root.file("Lessons/maquinas-de-estado/01-a.md"))
        let run = try runLesson(["validar", root.path], timeout: 600)
        #expect(run.status == 1)
        for expected in [
            "Lessons/otro/01-perfil.md:3: el modelo «perfil» se llama igual que uno de otra raíz cargada (",
            "con las dos, «:cargar perfil» es ambiguo y hay que escribir «otro/perfil»",
            "/Lessons/maquinas-de-estado: el paquete «maquinas-de-estado» se llama igual que uno de otra raíz cargada",
        ] {
            #expect(run.stdout.contains(expected), "falta: \(expected)\n\(run.stdout)")
        }
    }
}
