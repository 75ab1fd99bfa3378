import Foundation
@testable import Grading
import Testing

/// `Tests/LessonTests/Fixtures/grading`: a pack root with a tiny exercise and broken ones.
let gradingFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/grading")

/// A fresh private folder for one test.
func gradingScratch(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("lesson-grading-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Grading: the catalog, the event stream, the compiler's words")
struct GradingUnitTests {
    @Test("the catalog loads good exercises and names the broken exercise.json with its path")
    func catalogProblems() throws {
        let catalog = ExerciseCatalog(roots: [gradingFixtures])
        #expect(catalog.exercises.map(\.id) == ["semaforo"])
        let semaforo = try #require(catalog.exercises.first)
        #expect(semaforo.title == "Semáforo")
        #expect(semaforo.files == ["Semaforo.swift"])
        #expect(semaforo.hints.count == 3)
        #expect(semaforo.checks == [CheckSpec(kind: .formas, typeName: "Luz", expected: 3),
                                    CheckSpec(kind: .sinDefault, typeName: "Luz", points: 0.5, alsoInTuples: true)])
        #expect(semaforo.points == ["una emergencia pone el rojo desde cualquier luz": 2] && semaforo.visibility.values.first == .oculta)
        #expect(semaforo.timeLimit == 4)
        #expect(semaforo.suiteFiles().map(\.lastPathComponent) == ["PruebasSemaforo.swift"])
        #expect(catalog.problems.count == 2)
        #expect(catalog.problems.contains { $0.path.hasSuffix("Exercises/roto/exercise.json") && $0.message.contains("no es JSON válido") && $0.line != nil })
        #expect(catalog.problems.contains { $0.path.hasSuffix("Exercises/sin-archivos/exercise.json") && $0.message.contains("«archivos»") })
    }

    @Test("an id two roots share becomes <raíz>/<id>; the bare id is then ambiguous")
    func duplicateIDs() throws {
        let other = try gradingScratch("raiz").appendingPathComponent("otra")
        let copy = other.appendingPathComponent("Exercises/semaforo")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: gradingFixtures.appendingPathComponent("Exercises/semaforo"), to: copy)
        let catalog = ExerciseCatalog(roots: [gradingFixtures, other])
        #expect(catalog.exercises.map(\.id) == ["grading/semaforo", "otra/semaforo"])
        #expect(catalog.find("semaforo") == .failure(.ambiguous("semaforo", candidates: ["grading/semaforo", "otra/semaforo"])))
        #expect((try? catalog.find("otra/semaforo").get())?.root == other)
        guard case .failure(.notFound(_, let suggestions)) = catalog.find("semaforos") else {
            Issue.record("se esperaba «no encontrado»")
            return
        }
        #expect(suggestions.contains("otra/semaforo"))
    }

    @Test("the event stream: names, passes, failures with comments, expected and obtained")
    func eventStream() {
        let lines = [
            #"{"kind":"test","payload":{"displayName":"Suite","id":"M.S","kind":"suite","name":"S","sourceLocation":{"_filePath":"P.swift","line":1,"column":1}},"version":0}"#,
            #"{"kind":"test","payload":{"displayName":"de verde a ámbar","id":"M.a()","kind":"function","name":"a()","sourceLocation":{"_filePath":"P.swift","line":3,"column":2}},"version":0}"#,
            #"{"kind":"test","payload":{"id":"M.b()","kind":"function","name":"b()","sourceLocation":{"_filePath":"P.swift","line":9,"column":2}},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"M.a()","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"M.a()","_comments":["tras el verde, ámbar"],"issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: (siguiente(.verde, ante: .avanzar) → .rojo) == .ambar"},{"symbol":"details","text":"tras el verde, ámbar"}]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"M.a()","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"known"}]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"M.a()","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"M.b()","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"M.b()","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEn"#,
        ]
        let stream = EventStream(data: Data(lines.joined(separator: "\n").utf8))
        #expect(stream.runStarted && stream.runEnded)
        #expect(stream.unreadableLines == 1)
        #expect(stream.tests.map(\.displayName) == ["de verde a ámbar", "b()"])
        #expect(stream.tests.map(\.passed) == [false, true])
        let issue = stream.tests[0].issues
        #expect(issue.count == 1)
        #expect(issue.first?.comments == ["tras el verde, ámbar"])
        #expect(issue.first?.expected == ".ambar")
        #expect(issue.first?.obtained == ".rojo")
        #expect(issue.first?.expression == "siguiente(.verde, ante: .avanzar)")
        #expect(stream.unfinished == nil)
    }

    @Test("expected and obtained read from Swift Testing's expanded expressions")
    func expectationText() {
        #expect(ExpectationText.comparison(#"Expectation failed: (f(a == b, "x → y") → 3) == (g() → 4)"#)
                == .init(expected: "4", obtained: "3", expression: #"f(a == b, "x → y")"#))
        #expect(ExpectationText.comparison("Expectation failed: (x → .a(p: [1, 2])) == .b")
                == .init(expected: ".b", obtained: ".a(p: [1, 2])", expression: "x"))
        #expect(ExpectationText.comparison("Expectation failed: (x → 1) != 1") == nil)
        #expect(ExpectationText.comparison("Expectation failed: esValido") == nil)
    }

    @Test("a compile error in the hidden suite names the declaration it needs, never the suite")
    func suiteErrors() {
        let suite = """
            import Testing
            @Test func a() {
                #expect(siguiente(.verde, ante: .avanzar) == .ambar, "x")
                let e = Estado.cargando(id: 1, intentos: 2)
            }
            """
        #expect(CompilerDiagnostics.nameAt(line: 3, column: 22, in: suite) == "siguiente(_:ante:)")
        #expect(CompilerDiagnostics.nameAt(line: 3, column: 13, in: suite) == "siguiente(_:ante:)")
        #expect(CompilerDiagnostics.nameAt(line: 4, column: 13, in: suite) == "Estado")
        #expect(CompilerDiagnostics.nameAt(line: 4, column: 19, in: suite) == "Estado.cargando(id:intentos:)")
        #expect(CompilerDiagnostics.nameAt(line: 3, column: 24, in: suite) == ".verde")
        let files = [CompiledFile(compilerPath: "alumno/Semaforo.swift", displayPath: "ej/Semaforo.swift", text: "let año: Int = \"tres\"\n"),
                     CompiledFile(compilerPath: "oculto/Pruebas.swift", displayPath: nil, text: suite)]
        let output = """
            oculto/Pruebas.swift:3:22: error: cannot find 'siguiente' in scope
                #expect(siguiente(.verde, ante: .avanzar) == .ambar, "x")
                                 ^
            """
        let onlySuite = CompilerDiagnostics(output: output, files: files, moduleName: "Ejercicio")
        #expect(onlySuite.rendered == ["falta `siguiente(_:ante:)` o su tipo no es el esperado (el compilador dice: no existe `siguiente` en este ámbito)"])
        #expect(!onlySuite.rendered.joined().contains("oculto") && !onlySuite.rendered.joined().contains("#expect"))
        let both = CompilerDiagnostics(output: "alumno/Semaforo.swift:1:17: error: cannot convert value of type 'String' to specified type 'Int'\n" + output,
                                       files: files, moduleName: "Ejercicio")
        // The learner's own error is shown first and alone, with the learner's path, line and caret.
        #expect(both.rendered.count == 1)
        let rendered = both.rendered[0]
        #expect(rendered.hasPrefix("ej/Semaforo.swift:1:17: error: un valor de tipo `String` no puede ser de tipo `Int`"))
        #expect(rendered.contains("let año: Int = \"tres\"\n" + String(repeating: " ", count: 4 + 15) + "^"))
    }

    @Test("a non-exhaustive switch in the learner's file: the error in Spanish, each missing case as a note")
    func exhaustiveness() {
        let learner = "func f(_ l: Luz) -> Int {\n    switch l {\n    case .verde: 1\n    }\n}\n"
        let files = [CompiledFile(compilerPath: "alumno/A.swift", displayPath: "ej/A.swift", text: learner)]
        let output = """
            alumno/A.swift:2:5: error: switch must be exhaustive
                switch l {
                ^
            alumno/A.swift:2:5: note: add missing case: '.rojo'
            alumno/A.swift:2:5: note: add missing case: '.ambar'
            """
        let rendered = CompilerDiagnostics(output: output, files: files, moduleName: "Ejercicio").rendered
        #expect(rendered == ["""
            ej/A.swift:2:5: error: el `switch` no es exhaustivo: faltan casos
                    switch l {
                    ^
              nota: falta el caso `.rojo`
              nota: falta el caso `.ambar`
            """])
    }

    @Test("the report's JSON has Spanish keys and decodes back")
    func reportJSON() throws {
        var report = GradingReport(exercise: "semaforo", title: "Semáforo")
        report.lines = [.init(kind: .compilation, name: "compila", passed: true),
                        .init(kind: .test, name: "de verde a ámbar", passed: false,
                              issues: [.init(comments: ["x"], expected: ".ambar", obtained: ".rojo")])]
        let json = report.json()
        for key in ["\"ejercicio\"", "\"aprobado\" : false", "\"superadas\" : 1", "\"total\" : 2", "\"lineas\"", "\"esperado\"", "\"obtenido\""] {
            #expect(json.contains(key), "falta \(key) en \(json)")
        }
        let decoded = try JSONDecoder().decode(GradingReport.self, from: Data(json.utf8))
        #expect(decoded.lines == report.lines)
        #expect(!report.passed)
        #expect(report.rendered().contains("✘ de verde a ámbar"))
        #expect(report.rendered().contains("esperado: .ambar"))
    }

    @Test("progress: recorded atomically, checks counted, hints remembered")
    func progress() throws {
        let home = try gradingScratch("progreso")
        let store = ProgressStore(home: home)
        var report = GradingReport(exercise: "semaforo", title: "Semáforo", lines: [.init(kind: .test, name: "a", passed: false)])
        try store.record(report)
        report.lines[0].passed = true
        try store.record(report)
        try store.update("semaforo") { $0.hintsShown += 1 }
        let record = store.progress(of: "semaforo")
        #expect(record.passed && record.attempts == 2 && record.hintsShown == 1)
        #expect(record.lastPassed == 1 && record.lastTotal == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let text = try String(contentsOf: home.appendingPathComponent("progreso.json"), encoding: .utf8)
        #expect(text.contains("\"aprobado\" : true") && text.contains("\"pistas_vistas\" : 1"))
    }

    @Test("empezar copies the starter files and the statement, and never overwrites")
    func start() throws {
        let exercise = try #require(ExerciseCatalog(roots: [gradingFixtures]).exercises.first)
        let folder = try gradingScratch("empezar").appendingPathComponent("semaforo")
        let first = try Workspace.start(exercise, in: folder).get()
        #expect(first.created.sorted() == ["Semaforo.swift", "enunciado.md"] && first.kept.isEmpty)
        try Data("// mi trabajo\n".utf8).write(to: folder.appendingPathComponent("Semaforo.swift"))
        let second = try Workspace.start(exercise, in: folder).get()
        #expect(second.kept.sorted() == ["Semaforo.swift", "enunciado.md"] && second.created.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("Semaforo.swift"), encoding: .utf8) == "// mi trabajo\n")
    }
}
