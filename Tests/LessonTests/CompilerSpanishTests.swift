import Foundation
@testable import Grading
import Messages
import Packs
import Testing

/// `lesson check` speaks Spanish for the compiler (issue 13): syntax, types, a missing case
/// and a renamed type, each with the learner's file, line and caret; English only as a note.
@Suite("Los errores de swiftc, en español")
struct CompilerSpanishTests {
    static let gradingFixturesScratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("lesson-diagnosticos-\(getpid())")

    static let exercise: Exercise = {
        ExerciseCatalog(roots: PackRoots.bundled().map { [$0] } ?? []).exercises.first { $0.id == "booleanos-a-enum" }!
    }()

    /// Each mistake is the reference solution with one change: (folder, text, replacement).
    static let mistakes: [(String, String, String)] = [
        ("sintaxis", "ante evento: EventoDePantalla) -> EstadoDePantalla {", "ante evento: EventoDePantalla {"),
        ("tipo", "return .cargando(id: id, intentos: 1)", "return .cargando(id: \"id\", intentos: 1)"),
        ("caso", "case (.inactivo, _), (.cargando, _), (.listo, _), (.fallo, _):", "case (.inactivo, _), (.cargando, _), (.listo, _):"),
        ("nombre", "EstadoDePantalla", "EstadoPantalla"),
    ]

    /// The mistaken file, written once per run into a folder of its own.
    static func folder(_ name: String) throws -> URL {
        let (_, text, replacement) = mistakes.first { $0.0 == name }!
        let solution = try String(contentsOf: exercise.solutionDirectory.appendingPathComponent("Pantalla.swift"), encoding: .utf8)
        let directory = Self.gradingFixturesScratch.appendingPathComponent("diagnosticos/\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try solution.replacingOccurrences(of: text, with: replacement)
            .write(to: directory.appendingPathComponent("Pantalla.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    static let cases: [(String, [String])] = [
        ("sintaxis", ["Pantalla.swift:21:74: error: aquí falta una `,` o el `)` que cierre la lista", "^"]),
        ("tipo", ["Pantalla.swift:24:30: error: se pasa un `String` donde se espera un `Int`", "return .cargando(id: \"id\", intentos: 1)"]),
        ("caso", ["Pantalla.swift:22:5: error: el `switch` no es exhaustivo: faltan casos",
                  "nota: falta el caso `(.fallo(id: let id, error: let error, intentos: let intentos), _)`"]),
        ("nombre", ["¿renombraste `EstadoDePantalla`? Las pruebas lo usan con ese nombre y encontré `EstadoPantalla` (diagnosticos/nombre/Pantalla.swift:4)"]),
    ]

    @Test("sintaxis, tipos, un caso que falta y un tipo renombrado: solo español, con archivo, línea y marca",
          arguments: cases.map(\.0))
    func onlySpanish(_ folder: String) async throws {
        let expected = Self.cases.first { $0.0 == folder }!.1
        let directory = try Self.folder(folder)
        let report = try await offPool {
            try grader().check(Self.exercise, directory: directory, displayBase: Self.gradingFixturesScratch)
        }
        let text = report.rendered()
        for piece in expected { #expect(text.contains(piece), "\(folder):\n\(text)") }
        for english in ["error: expected", "cannot ", "must be", "to match", "in scope", "en inglés", "member '"] {
            #expect(!text.contains(english), "\(folder): «\(english)» en\n\(text)")
        }
        // A rename is one line, not a cascade of the suite's missing members.
        if folder == "nombre" { #expect(report.lines[0].details.count == 1) }
    }

    @Test("cada patrón de traducción es una expresión regular válida y traduce su ejemplo")
    func patternsCompile() throws {
        for (pattern, _) in Msg.Compiler.errors + Msg.Compiler.notes {
            #expect((try? NSRegularExpression(pattern: pattern)) != nil, "\(pattern)")
        }
        #expect(Msg.Compiler.translate("expected ')' in parameter") == "falta un `)` que cierre la lista de parámetros")
        #expect(Msg.Compiler.translateNote("to match this opening '('") == "para cerrar este `(`")
        #expect(Msg.Compiler.translate("a message nobody translated") == nil)
    }

    @Test("un error sin traducir se dice en español y su original va solo como nota")
    func untranslatedAsNote() {
        let file = CompiledFile(compilerPath: "alumno/A.swift", displayPath: "A.swift", text: "let x = 1\n")
        let diagnostics = CompilerDiagnostics(output: "alumno/A.swift:1:5: error: some brand new complaint\n",
                                              files: [file], moduleName: "Ejercicio")
        let shown = diagnostics.rendered.joined(separator: "\n")
        #expect(shown.contains("A.swift:1:5: error: swiftc rechaza esta línea"))
        #expect(shown.contains("nota: en palabras de swiftc (en inglés): some brand new complaint"))
    }
}
