import Foundation
@testable import CLI
@testable import Grading
import Packs
import Platform
import REPL
import Testing

/// One `LESSON_HOME` for every check of this file: the runner object and the `Testing` module
/// are built once and shared (each compile costs seconds; CI has two cores).
let sharedHome: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-grading-home-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// Checks run on their own threads, at most one per core at a time, so they never hold the
/// threads Swift Testing runs the other suites on while swiftc works.
private let compileSlots = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount))

func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            compileSlots.wait()
            defer { compileSlots.signal() }
            continuation.resume(with: Result { try work() })
        }
    }
}

func grader(cache: Bool = false) throws -> Grader {
    try Grader(home: sharedHome, useCache: cache)
}

let semaforo: Exercise = {
    ExerciseCatalog(roots: [gradingFixtures]).exercises.first { $0.name == "semaforo" }!
}()

private func check(_ folder: String) throws -> GradingReport {
    let directory = folder.hasPrefix("Exercises/") ? gradingFixtures.appendingPathComponent(folder)
        : gradingFixtures.appendingPathComponent("soluciones/\(folder)")
    return try grader().check(semaforo, directory: directory, displayBase: gradingFixtures)
}

private func line(_ report: GradingReport, _ kind: GradingReport.Kind, containing text: String = "") -> GradingReport.Line? {
    report.lines.first { $0.kind == kind && (text.isEmpty || $0.name.contains(text)) }
}

/// How each solution of the fixture exercise must be graded.
struct GradingCase: Sendable, CustomTestStringConvertible {
    var folder: String
    var verify: @Sendable (GradingReport) -> Void
    var testDescription: String { folder }
}

private let cases: [GradingCase] = [
    GradingCase(folder: "Exercises/semaforo/solucion") { report in
        #expect(report.passed, "\(report.rendered())")
        #expect(report.lines.map(\.kind) == [.compilation, .check, .check, .test, .test, .test])
        #expect(report.lines.filter { $0.kind == .test }.map(\.name)
                == ["de verde, avanzar pasa a ámbar", "el ciclo completo vuelve al verde", "una emergencia pone el rojo desde cualquier luz"])
    },
    GradingCase(folder: "Exercises/semaforo/plantilla") { report in
        #expect(!report.passed)
        #expect(line(report, .check, containing: "formas")?.passed == false)
    },
    GradingCase(folder: "logica-mala") { report in
        #expect(!report.passed && report.reason == nil)
        let failed = line(report, .test, containing: "ámbar")
        #expect(failed?.passed == false)
        #expect(failed?.issues.first?.comments == ["tras el verde viene el ámbar"])
        #expect(failed?.issues.first?.expected == ".ambar")
        #expect(failed?.issues.first?.obtained == ".rojo")
        #expect(line(report, .test, containing: "emergencia")?.issues.count == 2)
    },
    GradingCase(folder: "con-default") { report in
        #expect(!report.passed)
        #expect(report.lines.filter { $0.kind == .test }.allSatisfy { $0.passed }, "las pruebas pasan: solo falla el default")
        let noDefault = line(report, .check, containing: "default")
        #expect(noDefault?.passed == false)
        #expect(noDefault?.details.first?.hasPrefix("soluciones/con-default/Semaforo.swift:10:5:") == true)
    },
    GradingCase(folder: "formas-de-mas") { report in
        #expect(!report.passed)
        #expect(report.lines.filter { $0.kind == .test }.allSatisfy { $0.passed }, "las pruebas pasan: solo fallan las formas")
        let shapes = line(report, .check, containing: "formas")
        #expect(shapes?.passed == false)
        #expect(shapes?.details.first == "Luz = verde + ambar + rojo + apagada = 1 + 1 + 1 + 1 = 4")
    },
    GradingCase(folder: "sale-antes") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("terminó (código 0) antes de que acabaran las pruebas") == true)
        #expect(report.reason?.contains("«de verde, avanzar pasa a ámbar»") == true)
        #expect(line(report, .run)?.passed == false)
    },
    GradingCase(folder: "informe-falso") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("antes de que acabaran las pruebas") == true)
        #expect(report.output.contains { $0.contains("Test run with 3 tests passed") }, "lo que imprime se muestra, sin valor")
    },
    GradingCase(folder: "bucle") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("se agotó el tiempo") == true)
        // The limit is CPU time, which a loaded machine does not stretch; the clock's backstop, which
        // it may, is generous. Either cuts the loop: never a hang, and no bound a loaded machine breaks.
        #expect(report.reason?.contains("s de CPU") == true || report.reason?.contains("s de reloj") == true)
        #expect(report.seconds - (report.phases["compilar"] ?? 0) < semaforo.wallClockLimit + 10)
    },
    GradingCase(folder: "fatal") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("soluciones/fatal/Semaforo.swift:5: error fatal: todavía no sé qué hacer") == true,
                "\(report.reason ?? "")")
    },
    GradingCase(folder: "nil-forzado") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("se encontró nil al desenvolver un opcional") == true, "\(report.reason ?? "")")
    },
    GradingCase(folder: "inunda") { report in
        #expect(!report.passed)
        #expect(report.reason?.contains("escribió demasiado") == true)
        #expect(report.output.count <= 8 && report.output.allSatisfy { $0.count <= 120 })
    },
    GradingCase(folder: "no-compila") { report in
        #expect(!report.passed)
        let compile = line(report, .compilation)
        #expect(compile?.passed == false && report.lines.count == 1)
        #expect(compile?.details.first?.hasPrefix("soluciones/no-compila/Semaforo.swift:5:21: error:") == true,
                "\(compile?.details ?? [])")
        #expect(compile?.details.first?.contains("let año: Int = \"tres\"") == true)
    },
    GradingCase(folder: "pruebas-propias") { report in
        #expect(!report.passed)
        let tests = report.lines.filter { $0.kind == .test }
        #expect(tests.count == 3, "solo cuentan las pruebas ocultas")
        #expect(tests.filter { !$0.passed }.count == 2)
    },
    GradingCase(folder: "mal-nombre") { report in
        #expect(!report.passed)
        let details = line(report, .compilation)?.details ?? []
        #expect(details.first?.hasPrefix("falta `siguiente(_:ante:)` o su tipo no es el esperado") == true, "\(details)")
        let all = details.joined(separator: "\n")
        #expect(!all.contains("Pruebas") && !all.contains("oculto") && !all.contains("#expect"), "sin ruta ni código de la suite")
    },
]

/// What each bundled starter must be told: the mistake the starter makes, not a later one.
private let starterExplanations: [String: [String: String]] = [
    "booleanos-a-enum": ["cargandoLlego": "no deben quedar ni el id ni los intentos", "falloReintentar": "el error anterior ya no debe verse"],
    "quinto-estado": ["recorrido": "todavía construye `.fallida", "rotuloCancelada": "todavía construye `.fallida"],
    "carga-como-enum": ["reintentarTrasFallo": "no debe verse el error anterior", "perfilRancio": "de la carga anterior"],
    "asistente-por-fases": ["idaYVuelta": "la tarjeta debe estar vacía", "retrocederDesdeDireccion": "con los datos que ya había"],
    "destinos-exclusivos": ["alertaCierraEdicion": "no se apila sobre la edición", "cerrarLoCierraTodo": "cerrarTocado no cambió nada"],
    "valor-y-referencia": ["copiaIndependiente": "¿sigue siendo ContadorValor una clase?", "reiniciar": "reiniciar todavía no hace nada"],
]

@Suite("Grading: `check` with the real swiftc and the hidden Swift Testing suite")
struct GradingCheckTests {
    @Test("every kind of solution is graded with its reason", arguments: cases)
    func grading(_ testCase: GradingCase) async throws {
        testCase.verify(try await offPool { try check(testCase.folder) })
    }

    @Test("every bundled solucion passes every check and every plantilla fails one",
          arguments: ExerciseCatalog(roots: PackRoots.bundled().map { [$0] } ?? []).exercises.map(\.id))
    func bundled(_ id: String) async throws {
        let root = try #require(PackRoots.bundled())
        let exercise = try #require(try? ExerciseCatalog(roots: [root]).find(id).get())
        let proof = try await offPool { try grader().prove(exercise) }
        #expect(proof.isSound, "\(proof.problems)")
        #expect(proof.solution.passed, "\(proof.solution.rendered())")
        #expect(!proof.template.passed)
        #expect(proof.template.lines.first?.passed == true, "la plantilla compila: falla por las pruebas o las comprobaciones")
        // No test names a case the starter lacks and still passes on it (issue 13).
        #expect(proof.warnings.isEmpty, "\(proof.warnings)")
        // The starter fails with the explanations written for it (its own mistake, not another's).
        for (function, piece) in starterExplanations[id] ?? [:] {
            let line = proof.template.lines.first { $0.function?.prefix { $0 != "(" } == Substring(function) }
            #expect(line?.passed == false && line?.explanation().joined(separator: "\n").contains(piece) == true,
                    "\(id): «\(function)» en la plantilla no dice «\(piece)»:\n\(proof.template.rendered())")
        }
        try TypicalMistakeTests.expectNothingHidden(proof.template.rendered(), exercise: exercise, context: "\(id)/plantilla")
    }

    @Test("a repeated check of the same files answers from the cache, with the same lines")
    func cache() async throws {
        let directory = gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion")
        let first = try await offPool { try grader(cache: true).check(semaforo, directory: directory) }
        let second = try await offPool { try grader(cache: true).check(semaforo, directory: directory) }
        #expect(second.cached && second.lines == first.lines && second.passed, "\(second.rendered())")
        #expect(second.seconds < 0.5)
    }

    @Test("`lesson check` on a pack from LESSON_PATH: exit codes, --json, progress, pista, ejercicios")
    func commandLine() async throws {
        let home = try gradingScratch("cli")
        var environment = ProcessInfo.processInfo.environment
        environment["LESSON_HOME"] = home.path
        environment["LESSON_PATH"] = gradingFixtures.path
        let solution = gradingFixtures.appendingPathComponent("Exercises/semaforo/solucion").path
        let wrong = gradingFixtures.appendingPathComponent("soluciones/logica-mala").path
        // Run in order, off the test threads; the assertions follow.
        let runs = try await offPool { [environment] in
            [["check", "semaforo", "--dir", solution, "--json"], ["check", "semaforo", "--dir", wrong],
             ["check", "no-existe"], ["check"], ["pista", "semaforo"], ["pista", "semaforo"], ["ejercicios"]].map { arguments in
                let output = CapturedOutput()
                let status = CLI.run(arguments, output: output, environment: environment)
                return CLIRun(status: status, out: output.standardOutput, err: output.standardError)
            }
        }
        let good = runs[0], bad = runs[1], list = runs[6]
        #expect(good.status == 0, "\(good.out)\(good.err)")
        let json = try JSONSerialization.jsonObject(with: Data(good.out.utf8)) as? [String: Any]
        #expect(json?["aprobado"] as? Bool == true && json?["total"] as? Int == 5 && json?["puntos_maximos"] as? Double == 5.5)
        #expect(bad.status == 1)
        #expect(bad.out.contains("✘ de verde, avanzar pasa a ámbar") && bad.out.contains("esperado: .ambar"))
        #expect(runs[2].status == 1 && runs[2].err.contains("no-existe"))
        #expect(runs[3].status == 2)
        #expect(runs[4].out.contains("Pista 1 de 3") && runs[5].out.contains("Pista 2 de 3"))
        #expect(list.status == 0)
        #expect(list.out.contains("✔ semaforo") && list.out.contains("pistas: 2 de 3"))
        #expect(list.err.contains("roto/exercise.json"))
        let progress = ProgressStore(home: home).progress(of: "semaforo")
        #expect(progress.passed && progress.attempts == 2 && progress.hintsShown == 2)
    }

    @Test("vigilar's watcher sees a saved file and calls back again")
    func watcher() throws {
        let folder = try gradingScratch("vigilar")
        let file = folder.appendingPathComponent("A.swift")
        try Data("let a = 1\n".utf8).write(to: file)
        let calls = Counter()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            try? Data("let a = 2\n".utf8).write(to: file)
        }
        thread.start()
        let deadline = Date().addingTimeInterval(10)
        Watcher(files: [file], interval: 0.05).run(shouldStop: { calls.value >= 2 || Date() > deadline }) { calls.increment() }
        #expect(calls.value == 2)
    }
}

private struct CLIRun: Sendable {
    var status: Int32
    var out: String
    var err: String
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
