import Foundation
@testable import CLI
@testable import Grading
import Testing

@Suite("Grading: the stable, versioned report (ids, points, visibility, errors as JSON)")
struct GradingReportTests {
    @Test("the suite's tests are read from its source: types, display names, comments and strings skipped")
    func suitePlan() {
        let source = #"""
            import Testing
            // @Test("comentado") func noCuenta() {}
            /* @Test func tampoco() { /* anidado */ } */
            let texto = "@Test func enCadena() {"
            @Test("de verde, \"avanzar\" pasa a ámbar") func verde() { }
            @Suite struct Ciclo {
                @Test(.tags(.rapida)) func completo() { let s = "}" }
                struct Dentro { @Test(#"con "comillas" crudas"#, arguments: [1, 2]) func caso(n: Int) {} }
                func ayudante() {}
            }
            @Test
            @MainActor func despues() async throws {}
            """#
        let tests = SuitePlan.tests(in: [(name: "Pruebas.swift", text: source)])
        #expect(tests.map(\.function) == ["verde", "completo", "caso", "despues"])
        #expect(tests.map(\.typePath) == [[], ["Ciclo"], ["Ciclo", "Dentro"], []])
        #expect(tests.map(\.name) == ["de verde, \"avanzar\" pasa a ámbar", "completo()", "con \"comillas\" crudas", "despues()"])
        #expect(tests.map(\.line) == [5, 7, 8, 11])
    }

    @Test("every submission has the same items, ids and maximum: passing, failing, not compiling, looping, missing")
    func sameMaximum() async throws {
        let folders = ["Exercises/semaforo/solucion", "logica-mala", "no-compila", "bucle", "no-existe"]
        let reports = try await offPool {
            try folders.map { folder -> GradingReport in
                let directory = folder.hasPrefix("Exercises/") ? gradingFixtures.appendingPathComponent(folder)
                    : gradingFixtures.appendingPathComponent("soluciones/\(folder)")
                return try grader(cache: true).check(semaforo, directory: directory, displayBase: gradingFixtures)
            }
        }
        let ids = ["comprobacion/formas/Luz", "comprobacion/sin-default/Luz", "prueba/verdeAvanza", "prueba/ciclo", "prueba/emergencia"]
        for report in reports {
            #expect(report.items.map(\.id) == ids, "\(report.directory)")
            #expect(report.maxPoints == 5.5 && report.total == 5, "\(report.directory)")
        }
        #expect(reports.map(\.points) == [5.5, 1.5, 0, 1.5, 0])
        let emergency = try #require(reports[0].items.first { $0.id == "prueba/emergencia" })
        #expect(emergency.maxPoints == 2 && emergency.points == 2)
        #expect(reports[0].items.first { $0.id == "prueba/ciclo" }?.visibility == .oculta)
        #expect(reports[0].rendered().contains("Puntos: 5.5 de 5.5."))
        #expect(reports[2].items.allSatisfy { !$0.passed && $0.details == ["no se ejecutó: el programa no compila"] })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reports[1].json().utf8)) as? [String: Any])
        #expect(json["formato"] as? Int == 1 && json["version"] as? String == "0.1.0")
        #expect(json["puntos"] as? Double == 1.5 && json["puntos_maximos"] as? Double == 5.5 && json["compila"] as? Bool == true)
        let items = try #require(json["pruebas"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ids)
        #expect(items[2]["detalles"] as? [String] == ["tras el verde viene el ámbar", "esperado: .ambar", "obtenido: .rojo"])
    }

    @Test("`check --json`: an unknown exercise, a missing folder and an unknown format are JSON errors too")
    func jsonErrors() throws {
        let home = TemporaryDirectory("lesson-json-errores")
        defer { home.remove() }
        let environment = ["LESSON_HOME": home.path, "LESSON_PATH": gradingFixtures.path]
        let unknown = try runLesson(["check", "semafor", "--json"], environment: environment)
        let missing = try runLesson(["check", "semaforo", "--dir", home.file("nada").path, "--formato", "json"], environment: environment)
        let format = try runLesson(["check", "semaforo", "--formato", "xml"], environment: environment)
        for (run, code) in [(unknown, "ejercicio-desconocido"), (missing, "carpeta-inexistente")] {
            #expect(run.status == 1)
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let error = json?["error"] as? [String: Any]
            #expect(json?["formato"] as? Int == 1 && error?["codigo"] as? String == code, "\(run.stdout)")
        }
        #expect((try JSONSerialization.jsonObject(with: Data(unknown.stdout.utf8)) as? [String: Any]).flatMap {
            ($0["error"] as? [String: Any])?["mensaje"] as? String }?.contains("¿Quisiste decir «semaforo»?") == true)
        #expect(format.status == 2 && format.stderr.contains("formato de informe desconocido: «xml»"))
    }
}
