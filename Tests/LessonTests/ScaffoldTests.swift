import Foundation
@testable import Grading
import Testing

@Suite("nuevo and publicar: scaffolds validar accepts, student copies without solutions")
struct ScaffoldTests {
    @Test("a new pack, a second lesson and a new exercise pass validar as soon as they are made")
    func scaffoldsValidate() async throws {
        let root = TemporaryDirectory("lesson-nuevo")
        defer { root.remove() }
        let environment = ["LESSON_PATH": root.path]
        var made: [RunResult] = []
        for arguments in [["nuevo", "paquete", "mi-curso"], ["nuevo", "leccion", "mi-curso/02-segunda"], ["new", "ejercicio", "interruptor"]] {
            made.append(try runLesson(arguments + ["--raiz", root.path], environment: environment))
        }
        for run in made { #expect(run.status == 0, "\(run.stdout)\(run.stderr)") }
        let manifest = try String(contentsOf: root.file("Lessons/mi-curso/pack.json"), encoding: .utf8)
        #expect(manifest.contains("\"01-primera\", \"02-segunda\""))
        let again = try runLesson(["nuevo", "ejercicio", "interruptor", "--raiz", root.path], environment: environment)
        #expect(again.status == 1 && again.stderr.contains("ya existe: no lo sobrescribo"))
        let bad = try runLesson(["nuevo", "paquete", "dos palabras", "--raiz", root.path], environment: environment)
        #expect(bad.status == 1 && bad.stderr.contains("no vale como nombre"))
        let validar = try await offPool { try runLesson(["validar", root.path], environment: environment, timeout: 600) }
        #expect(validar.status == 0, "\(validar.stdout)\(validar.stderr)")
        #expect(validar.stdout.contains("Todo en orden: 2 lecciones, 2 modelos y 1 ejercicio."), "\(validar.stdout)")
    }

    @Test("publicar copies a root without solucion/ (and without pruebas/ when asked); check then says the course grades it")
    func publish() throws {
        let work = TemporaryDirectory("lesson-publicar")
        defer { work.remove() }
        let copy = try runLesson(["publicar", gradingFixtures.path, work.file("alumnos").path])
        #expect(copy.status == 0, "\(copy.stderr)")
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: work.file("alumnos/Exercises/semaforo/pruebas/PruebasSemaforo.swift").path))
        #expect(manager.fileExists(atPath: work.file("alumnos/Exercises/semaforo/plantilla/Semaforo.swift").path))
        #expect(!manager.fileExists(atPath: work.file("alumnos/Exercises/semaforo/solucion").path))
        let refused = try runLesson(["publicar", gradingFixtures.path, work.file("alumnos").path])
        #expect(refused.status == 1 && refused.stderr.contains("no está vacío"))
        let bare = try runLesson(["publish", gradingFixtures.path, work.file("sin").path, "--sin-pruebas"])
        #expect(bare.status == 0 && !manager.fileExists(atPath: work.file("sin/Exercises/semaforo/pruebas").path))
        let check = try runLesson(["check", "semaforo", "--dir", gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion").path],
                                  environment: ["LESSON_PATH": work.file("sin").path])
        #expect(check.status == 1 && check.stdout.contains("lo corrige el curso"), "\(check.stdout)\(check.stderr)")
    }
}
