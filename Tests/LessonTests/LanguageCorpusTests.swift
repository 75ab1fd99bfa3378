import Foundation
import Testing
@testable import Language
import Typing

/// Whole programs of the subset parse without a single diagnostic, and no input at all —
/// random bytes, or those programs cut, shuffled and repeated — makes the front end crash,
/// hang or trap.
@Suite("Lenguaje: corpus y fuzzing")
struct LanguageCorpusTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/language")

    static func corpus() -> [(name: String, text: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".swift.txt") }.sorted().compactMap { name in
            (try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    @Test("los programas del corpus se leen sin ningún error")
    func corpusParsesCleanly() {
        let corpus = Self.corpus()
        #expect(corpus.count >= 6)
        for (name, text) in corpus {
            let parsed = Parse.file(SourceFile(path: name, text: text))
            #expect(parsed.diagnostics.map(\.rendered) == [], "\(name)")
            #expect(!parsed.unit.statements.isEmpty, "\(name)")
        }
    }

    @Test("un modelo repartido en bloques de un .md se lee entero y sus errores apuntan al .md")
    func blocks() {
        let source = SourceFile(blocks: [
            ("leccion.md", 12, "enum Luz {\n    case roja, verde\n}"),
            ("leccion.md", 30, "func cambiar(_ l: Luz) -> Luz {\n    switch l { case .roja: .verde case .verde: .roja }\n}"),
            ("leccion.md", 40, "let x = (1,"),
        ])
        let parsed = Parse.file(source)
        #expect(parsed.unit.statements.count == 2)
        #expect(parsed.diagnostics.map { "\($0.location?.description ?? "")" } == ["leccion.md:40:12"])
    }

    /// A small deterministic generator (SplitMix64), so every run tries the same inputs.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that make interesting Swift: delimiters, quotes, operators, keywords' letters.
    static let alphabet = Array("(){}[]<>\"\\\n .,:;?!=+-*/&|#@`$_0123456789abcdefxyz ñé\"\"\"".utf8)
    static let words = ["let ", "var ", "case ", "switch ", "if ", "{", "}", "(", ")", "\"\\(", "\"\"\"\n", "/*",
                        "*/", "//", ".", "?", "!", "enum ", "func ", "in ", "where ", "else ", "guard ", "->", "<", ">",
                        "@", "\n", "#", "`", "...", "..<", "0x", "1e", "_"]

    static func parseNeverFails(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        let source = SourceFile(path: "fuzz.swift", text: text)
        let parsed = Parse.file(source)
        for diagnostic in parsed.diagnostics + TypeCheck.unit(parsed.unit, in: source).diagnostics { _ = diagnostic.rendered }
        _ = SyntaxDump.unit(parsed.unit)
        return parsed.diagnostics.count
    }

    /// A hang fails at the time limit (far above the second or so this takes, however loaded the machine).
    @Test("fuzzing: bytes al azar y mutaciones del corpus no rompen ni cuelgan el parser ni las comprobaciones",
          .timeLimit(.minutes(5)))
    func fuzz() {
        var random = SeededGenerator(state: 0x1E55_0A)
        let corpus = Self.corpus().map { Array($0.text.utf8) }
        var cases = 0
        // Random bytes, from the Swift-flavoured alphabet and from the whole byte range.
        for round in 0..<300 {
            let length = Int.random(in: 0...120, using: &random)
            let bytes: [UInt8] = round % 3 == 0
                ? (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                : (0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? 32 }
            _ = Self.parseNeverFails(bytes)
            cases += 1
        }
        // Random token soup.
        for _ in 0..<200 {
            let count = Int.random(in: 1...40, using: &random)
            let text = (0..<count).map { _ in Self.words.randomElement(using: &random) ?? "" }.joined()
            _ = Self.parseNeverFails(Array(text.utf8))
            cases += 1
        }
        // Mutations of real programs: deletions, swaps and duplications of ranges, and single bytes.
        for round in 0..<240 where !corpus.isEmpty {
            var bytes = corpus[round % corpus.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                guard bytes.count > 2 else { break }
                let a = Int.random(in: 0..<bytes.count, using: &random)
                let b = min(bytes.count, a + Int.random(in: 1...40, using: &random))
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.removeSubrange(a..<b)
                case 1: bytes.insert(contentsOf: bytes[a..<b], at: Int.random(in: 0..<bytes.count, using: &random))
                case 2:
                    let c = Int.random(in: 0..<bytes.count, using: &random)
                    bytes.swapAt(a, c)
                default: bytes[a] = Self.alphabet.randomElement(using: &random) ?? 0
                }
            }
            _ = Self.parseNeverFails(bytes)
            cases += 1
        }
        #expect(cases == 740)
    }

    @Test("un anidamiento desmesurado da un error y no agota la pila", arguments: ["(", "[", "{", "f(", "-", "!", "\"\\(", "& ", "try ", "if a ", "case .a(", "struct A { ", "let x: [", ".a(", "x = ", "a ? b : "])
    func deepNesting(opener: String) {
        let text = String(repeating: opener, count: 5_000) + "1"
        let parsed = Parse.file(SourceFile(path: "hondo.swift", text: text))
        #expect(!parsed.diagnostics.isEmpty)
    }

    @Test("basura sin sentido da errores en español y nunca cuelga", arguments: [
        ".)(", ")", "}", "]]]", "let", "let =", "func", "enum {", "case", "switch", "if", "else", "@", "#if DEBUG",
        "x.", "a ? b", "f(,)", "[1: 2, 3]", "\"\\(\"", "\"\"\"", "`", "/*", "1 +", "a +-+ b", "x++", "->", "= 3",
    ])
    func garbage(text: String) {
        let parsed = Parse.file(SourceFile(path: "basura.swift", text: text))
        #expect(!parsed.diagnostics.isEmpty)
        for diagnostic in parsed.diagnostics {
            #expect(diagnostic.location != nil)
            #expect(diagnostic.rendered.hasPrefix("basura.swift:1:"), "\(diagnostic.rendered)")
        }
    }
}
