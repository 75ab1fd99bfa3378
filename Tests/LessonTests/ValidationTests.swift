import Foundation
import Testing

/// `lesson validar` on packs broken on purpose, and on the bundled root.
@Suite("lesson validar")
struct ValidationTests {
    @Test("un paquete roto: cada problema con su archivo y su línea, y estado 1")
    func brokenRoot() throws {
        let root = fixture("validar").path
        let run = try runLesson(["validar", root], timeout: 300)
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("✘ modelo roto"))
        #expect(out.contains("01-sintaxis.md:8:16: error: se esperaba ')'"))
        #expect(out.contains("✘ modelo incompleto"))
        #expect(out.contains("02-incompleto.md:7:5: error: el switch no es exhaustivo"))
        #expect(out.contains(".dos") && out.contains(".tres"))
        #expect(out.contains("json-roto/pack.json:3:26: error: pack.json no es JSON válido"))
        #expect(out.contains("✔ lección mala/03-buena"))
        #expect(out.contains("✔ modelo semaforo — carga, compila con swiftc y el intérprete imprime lo mismo"))
        #expect(out.contains("Hay 3 problemas."))
    }

    @Test("una raíz que no es de paquetes es un error de uso")
    func notARoot() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let run = try runLesson(["validate", directory.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no es una raíz de paquetes"))
    }

    @Test("el paquete incluido es correcto: lecciones, modelos contra swiftc y ejercicios")
    func bundledRootIsSound() throws {
        let run = try runLesson(["validar"], timeout: 900)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Todo en orden: 5 lecciones, 10 modelos y 6 ejercicios."))
        #expect(!run.stdout.contains("✘"))
    }
}
