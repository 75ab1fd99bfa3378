import Foundation
import Testing

/// Runaway code where a pack puts it: a `legitimo=` predicate the REPL counts with, and a model
/// `lesson validar` proves. Each stops at the budget with the Spanish message; nothing crashes.
@Suite("Código desbocado en un paquete: legitimo= y validar", .serialized)
struct HostilePackTests {
    /// A pack of one lesson whose model is `desbocado`; `paso` and `esLegitimo` are given.
    static func pack(paso: String, esLegitimo: String) throws -> TemporaryDirectory {
        let root = TemporaryDirectory("lesson-paquete-hostil")
        let folder = root.file("Lessons/hostil")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"titulo": "Hostil", "lecciones": ["01-hostil"]}"#.utf8).write(to: folder.appendingPathComponent("pack.json"))
        let lesson = """
            # Un modelo que se desboca

            Un modelo cuyo código no termina.

            ```swift modelo=desbocado legitimo=esLegitimo
            enum Estado { case a, b }
            enum Evento { case ir }
            func girar(_ n: Int) -> Int { n == 0 ? 0 : girar(n - 1) + girar(n - 1) }
            func esLegitimo(_ s: Estado) -> Bool { \(esLegitimo) }
            func paso(_ s: Estado, ante e: Evento) -> Estado { \(paso) }
            ```
            """
        try Data(lesson.utf8).write(to: folder.appendingPathComponent("01-hostil.md"))
        return root
    }

    @Test("un predicado legitimo= desbocado, al contar y al buscar un camino")
    func runawayPredicate() throws {
        let root = try Self.pack(paso: "s == .a ? .b : .a", esLegitimo: "girar(40) > 0")
        defer { root.remove() }
        let run = try runLesson(input: script(":cargar desbocado", ":contar Estado", ":camino ilegitimo", "print(\"\(aliveMarker)\")"),
                                environment: ["LESSON_PATH": root.path, "LESSON_PASOS": "300000"].merging(wideColumns) { $1 }, addressSpaceKiB: hostileAddressSpaceKiB)
        #expect(!run.crashed && !run.timedOut && run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(aliveMarker), "\(run.stdout)")
        #expect((run.stdout + run.stderr).contains(HostileInputTests.budget), "\(run.stdout)\n\(run.stderr)")
    }

    @Test("validar un modelo cuyo paso se desboca")
    func runawayStepUnderValidar() throws {
        let root = try Self.pack(paso: "girar(40) > 0 ? .b : .a", esLegitimo: "true")
        defer { root.remove() }
        let run = try runLesson(["validar", root.path], environment: ["LESSON_PASOS": "300000"], addressSpaceKiB: hostileAddressSpaceKiB)
        #expect(!run.crashed && !run.timedOut, "\(run.stderr)")
        // Refused, with the interpreter's reason: the compiled model never runs.
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains(HostileInputTests.budget), "\(run.stdout)\n\(run.stderr)")
    }
}
