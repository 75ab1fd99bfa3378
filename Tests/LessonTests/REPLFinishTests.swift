import Foundation
import Testing
@testable import CLI
import Messages
@testable import Packs

/// The REPL's finish (issue 13): suggestions for mistyped events, the small fixes a learner
/// saw on the way through the course.
@Suite("Los detalles del REPL y de las lecciones")
struct REPLFinishTests {
    @Test("un evento mal escrito sugiere el caso; un caso sin datos con argumentos también; nada cambia de estado")
    func eventSuggestions() throws {
        let run = try runLesson(input: script(":cargar perfil", ".cargr(id: 1)", ".reintentar(3)", ".zzzzzz", ":estado"), environment: wideColumns)
        #expect(run.stderr.contains("<entrada 1>:1:1: error: «Evento» no tiene ningún caso «cargr». ¿Quisiste decir .cargar?"))
        #expect(run.stderr.contains("error: el caso .reintentar no lleva valores asociados: se envía sin paréntesis. ¿Quisiste decir .reintentar?"))
        #expect(run.stderr.contains("«Evento» no tiene ningún caso «zzzzzz». Sus casos: .cargar, .llego, .rompio, .reintentar."))
        #expect(run.stdout.hasSuffix("estado: inactivo\n"))
    }

    @Test("la sugerencia es una sola regla: el único que empieza así, si no el más cercano")
    func oneSuggestionRule() {
        #expect(EditDistance.suggestion(for: "cargr", among: ["cargar", "llego"]) == "cargar")
        #expect(EditDistance.suggestion(for: "lle", among: ["cargar", "llego"]) == "llego")
        #expect(EditDistance.suggestion(for: "xyz", among: ["cargar", "llego"]) == nil)
    }

    @Test("el porcentaje se redondea bien: 1 de 6 es 17 %")
    func percentRounds() {
        #expect(EjerciciosCommand.progressBar(1, of: 6, style: Style(enabled: false)).hasSuffix("] 17 %"))
        #expect(EjerciciosCommand.progressBar(2, of: 3, style: Style(enabled: false)).hasSuffix("] 67 %"))
    }

    @Test("una palabra cortada en una columna estrecha no deja su último carácter solo en una línea")
    func noLoneBacktick() {
        let lines = TextWrapper.wrap([Span("`tienePerfil`", .plain)], width: 12).map(\.text)
        #expect(lines == ["`tienePerfi", "l`"])
    }

    @Test("en cada diagrama de las lecciones incluidas, dos nodos distintos no se llaman igual")
    func distinctNodeLabels() throws {
        let root = try #require(PackRoots.bundled())
        let lessons = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Lessons").path)
            .filter { $0.hasSuffix(".md") }
        #expect(!lessons.isEmpty)
        for lesson in lessons {
            let text = try String(contentsOf: root.appendingPathComponent("Lessons/\(lesson)"), encoding: .utf8)
            for diagram in text.components(separatedBy: "```mermaid\n").dropFirst() {
                let source = diagram.components(separatedBy: "\n```").first ?? ""
                guard let graph = MermaidGraph.parse(source) else { continue }
                let labels = graph.nodes.map(\.label)
                #expect(Set(labels).count == labels.count, "\(lesson): \(labels)")
            }
        }
    }
}
