import Foundation
import Testing

/// swiftc folds `Int` arithmetic on integer literals, `Int.max` and `Int.min` while it compiles
/// and refuses an operation that overflows, or a divisor that folds to zero, at the operator.
/// Each program of `Fixtures/typing/constantes` holds several: lesson reports every one of
/// swiftc's, at the same line and column, and no other.
@Suite("Aritmética de constantes enteras: lo que swiftc rechaza al compilar")
struct ConstantArithmeticTests {
    static let programs = TypingCorpusTests.programs("constantes")

    /// Every `archivo:línea:columna: error:` of swiftc's output, in source order.
    static func errorPositions(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.contains(": error:") }.compactMap { line in
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count > 3, let number = Int(parts[1]), let column = Int(parts[2]) else { return nil }
            return "\(number):\(column)"
        }.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
    }

    @Test("cada desbordamiento y cada división por cero, en la línea y la columna de swiftc", arguments: programs)
    func samePositions(_ name: String) throws {
        let url = fixture("typing/constantes/\(name)")
        let compiler = try CompiledSwift.diagnostics(of: url)
        let expected = Self.errorPositions(compiler.output)
        #expect(expected.count >= 3, "swiftc:\n\(compiler.output)")
        let ours = try TypingCorpusTests.load(url).errors.compactMap { error in
            error.location.map { "\($0.line):\($0.column)" }
        }
        #expect(ours == expected, "swiftc:\n\(compiler.output)")
    }

    @Test("en el REPL, la entrada se rechaza en español antes de ejecutarse y la sesión sigue")
    func atThePrompt() throws {
        let run = try runLesson(input: script("var n = 1", "n = Int.max + 1", "print(n, -Int.min)", "10 / 0", "n"),
                                environment: wideColumns)
        #expect(run.stderr.contains(
            "<entrada 2>:1:13: error: la operación aritmética '9223372036854775807 + 1' (en el tipo 'Int') se desborda"))
        #expect(run.stderr.contains(
            "<entrada 3>:1:10: error: la operación aritmética '0 - -9223372036854775808' (en un entero con signo de 64 bits) se desborda"))
        #expect(run.stderr.contains("<entrada 4>:1:4: error: división por cero"))
        #expect(run.stdout.contains("$R0: Int = 1"))
    }
}
