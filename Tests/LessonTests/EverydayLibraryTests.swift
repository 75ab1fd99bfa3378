import Foundation
import Testing

/// The library's everyday corners a learner's program reaches (module-qualified names, the
/// fixed-width integers, Unicode scalars, iterators, operators of its own): what lesson leaves
/// outside the subset is refused at load, at its line, with nothing run; swiftc accepts each.
@Suite("La biblioteca de cada día: lo que queda fuera se rechaza al cargar")
struct EverydayLibraryTests {
    /// Loaded as a file: swiftc accepts it, lesson refuses it with `message` at `place` and runs nothing.
    private func refusedAtLoad(_ lines: [String], _ place: String, _ message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("biblioteca-\(UUID().uuidString).swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try CompiledSwift.diagnostics(of: file).accepted)
        let loaded = try TypingCorpusTests.load(file)
        let rendered = loaded.errors.map(\.rendered).joined(separator: "\n")
        #expect(rendered.contains(":\(place): error: \(message)"), "\(rendered)")
        #expect(loaded.output == "")
    }

    @Test("Swift.max dentro de un tipo con su propio max: la de la biblioteca, que lesson no distingue")
    func qualifiedNameHiddenByTheProgram() throws {
        try refusedAtLoad(["print(\"antes\")", "struct Caja {", "    var v: [Int]",
                           "    func max() -> Int { v.reduce(Int.min) { Swift.max($0, $1) } }", "}",
                           "print(Caja(v: [3, 9]).max())"],
                          "4:45", "'Swift.max' donde el programa tiene su propio 'max' no está en el subconjunto")
    }
}
