import Foundation
import Testing

/// Mutated programs of the differential corpus, piped into the REPL: whatever they say, the
/// REPL answers, never crashes, never hangs, and exits 0.
@Suite("El REPL sobrevive a programas mutados")
struct InterpreterFuzzTests {
    /// SplitMix64: a fixed seed gives the same mutants on every run, so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let mutants: [String] = {
        var generator = Generator(state: 0x1e55_0a)
        var result: [String] = []
        for name in InterpreterDifferentialTests.corpus {
            guard let text = try? String(contentsOf: fixture("differential/\(name)"), encoding: .utf8) else { continue }
            for _ in 0..<6 { result.append(mutate(text, &generator)) }
        }
        return result
    }()

    static func mutate(_ text: String, _ generator: inout Generator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !lines.isEmpty {
            let index = Int.random(in: 0..<lines.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[index], at: index)
            case 2:
                let other = Int.random(in: 0..<lines.count, using: &generator)
                lines.swapAt(index, other)
            case 3:
                var characters = Array(lines[index])
                if !characters.isEmpty {
                    let position = Int.random(in: 0..<characters.count, using: &generator)
                    characters[position] = "(){}[].,:;?!=<>\"\\+-*/%&|0xñ_".randomElement(using: &generator)!
                }
                lines[index] = String(characters)
            case 4: lines[index] = String(lines[index].prefix(Int.random(in: 0...max(lines[index].count, 0), using: &generator)))
            default: lines.insert(":" + (["cargar", "tabla", "contar", "grafo dot", "camino x", "enviar .a"].randomElement(using: &generator)!), at: index)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("un programa mutado no tumba el REPL", arguments: Array(mutants.indices))
    func survives(_ index: Int) throws {
        let run = try runLesson(input: Data((Self.mutants[index] + "\n40 + 2\n").utf8), timeout: 60)
        #expect(!run.crashed, "el REPL se cayó con:\n\(Self.mutants[index])\n\(run.stderr.suffix(2000))")
        #expect(!run.timedOut, "el REPL no terminó con:\n\(Self.mutants[index])")
        #expect(run.status == 0)
    }
}
