import Foundation
import Testing

/// The interpreter's promise: a program in the subset, piped into the REPL line by line,
/// prints exactly what the same program prints when compiled with `swiftc`.
@Suite("El intérprete imprime lo mismo que swiftc")
struct InterpreterDifferentialTests {
    static let corpus: [String] = {
        let directory = fixture("differential")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test("el corpus cubre el subconjunto")
    func corpusIsThere() {
        #expect(Self.corpus.count >= 7)
    }

    @Test("programa del corpus, por el REPL y compilado", arguments: corpus)
    func sameOutput(_ name: String) throws {
        let source = fixture("differential/\(name)")
        let expected = try CompiledSwift.output(of: try CompiledSwift.executable(for: [source]))
        #expect(!expected.isEmpty)
        let run = try runLesson(input: try Data(contentsOf: source))
        #expect(run.stderr == "", "el REPL informó errores con \(name)")
        #expect(run.stdout == expected)
        #expect(run.status == 0)
    }
}
