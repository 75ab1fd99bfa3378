import Foundation
import Platform
import Testing
@testable import CLI
@testable import Packs
@testable import REPL
import Messages

@Suite("Packs: the lesson commands of the real binary and the REPL")
struct PacksCLITests {
    @Test("`lesson lecciones` lists the bundled pack and one on LESSON_PATH; broken packs go to stderr")
    func listing() throws {
        let path = [PackFixtures.otherRoot.path, PackFixtures.brokenRoot.path].joined(separator: ":")
        let result = try runLesson(["lecciones"], environment: ["LESSON_PATH": path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("maquinas-de-estado/01-el-enum-es-la-maquina"))
        #expect(result.stdout.contains("Semáforos de prueba  [semaforos]"))
        #expect(result.stdout.contains("semaforos/01-semaforo · modelo: semaforo"))
        #expect(result.stdout.contains("buena/01-bien · modelo: correcto"))
        #expect(!result.stdout.contains("json-roto"))
        #expect(result.stderr.contains("Hay 6 problemas en los paquetes"))
        #expect(result.stderr.contains("json-roto/pack.json:5:5: error: pack.json no es JSON válido"))
        #expect(result.stderr.contains("falta-leccion/01-existe.md:9:1: error: bloque de código sin cerrar"))
        #expect(!result.stdout.contains("\u{1B}"))

        let alias = try runLesson(["list"])
        #expect(alias.status == 0 && alias.stderr.isEmpty)
        #expect(alias.stdout.contains("5. "))
    }

    @Test("`lesson leer` renders by id, by number and by file name, as plain text through a pipe")
    func reading() throws {
        let byNumber = try runLesson(["leer", "1"], environment: ["NO_COLOR": ""])
        #expect(byNumber.status == 0)
        #expect(!byNumber.stdout.contains("```") && !byNumber.stdout.contains("\u{1B}"))
        #expect(byNumber.stdout.contains("modelo «perfil» · :cargar perfil"))
        let byID = try runLesson(["read", "maquinas-de-estado/01-el-enum-es-la-maquina"])
        #expect(byID.stdout == byNumber.stdout)
        let extra = try runLesson(["leer", "01-semaforo"], environment: ["LESSON_PATH": PackFixtures.otherRoot.path, "COLUMNS": "60"])
        #expect(extra.status == 0)
        #expect(extra.stdout.contains("│ rojo │") && extra.stdout.contains("temporizador"))
        #expect(extra.stdout.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
    }

    @Test("`lesson leer` of an unknown or ambiguous id: a Spanish answer with suggestions, status 1")
    func readingUnknown() throws {
        let typo = try runLesson(["leer", "maquinas-de-estado/02-state-y-acion"])
        #expect(typo.status == 1)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.contains("No hay ninguna lección «maquinas-de-estado/02-state-y-acion». ¿Quisiste decir maquinas-de-estado/02-state-y-action?"))
        let ambiguous = try runLesson(["leer", "1"], environment: ["LESSON_PATH": PackFixtures.otherRoot.path])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("«1» es ambiguo: puede ser maquinas-de-estado/01-el-enum-es-la-maquina o semaforos/01-semaforo"))
    }

    @Test("REPL: :lecciones, :modelos, :leer, and completion of lesson ids and model names")
    func repl() throws {
        let output = CapturedOutput()
        let session = Session(output: output, environment: ["LESSON_PATH": PackFixtures.otherRoot.path].merging(wideColumns) { $1 })
        session.handle(":lecciones")
        session.handle(":modelos")
        session.handle(":leer semaforos/01")
        session.handle(":leer nada-de-nada")
        session.handle(":leer")
        #expect(output.standardOutput.contains("Lee una lección con «:leer ID»"))
        #expect(output.standardOutput.contains("semaforos/perfil"))
        #expect(output.standardOutput.contains("semaforo    "))
        #expect(output.standardOutput.contains("lección semaforos/01-semaforo, estado inicial .rojo(segundos: 30)"))
        #expect(output.standardOutput.contains("╭─ ℹ️ Nota"))
        #expect(output.standardError.contains("No hay ninguna lección «nada-de-nada»."))
        #expect(output.standardError.contains("Falta el id de la lección. Uso: :leer ID"))

        session.registerLessonCompletions()
        #expect(session.complete(line: ":leer sem", word: "sem") == ["semaforos/01-semaforo", "semaforos/02-perfil-propio"])
        #expect(session.complete(line: ":cargar desti", word: "desti") == ["destinos-banderas", "destinos-enum"])
        #expect(session.packLibrary.model("carga").isFailure == false)
    }

    @Test("Piped REPL through the binary answers :lecciones and :leer")
    func pipedREPL() throws {
        let result = try runLesson([], input: script(":lecciones", ":leer 3", ":modelos"))
        #expect(result.status == 0)
        #expect(result.stdout.contains("maquinas-de-estado/03-casos-con-dominio-propio"))
        #expect(result.stdout.contains(":cargar sesion"))
        #expect(result.stdout.contains("asistente"))
        #expect(!result.stdout.contains("```"))
    }
}
