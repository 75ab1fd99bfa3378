import Foundation
import Testing

/// The REPL writes a result as `$Rn: T = valor`, T being the expression's static type as Swift
/// names it. Each expression of `Fixtures/eco/tipos-del-eco.swift` (after its comment line) is
/// echoed by the REPL and its `type(of:)` printed by the compiled program; both name the same type
/// (the echo's sugar — `[T]`, `T?`, `[K: V]`, `any` — spelled out as `type(of:)` spells it).
/// Swift's REPL is not runnable here (its debugger lacks Python), so `type(of:)` is the oracle.
@Suite("El eco del REPL nombra el tipo estático, como Swift")
struct EchoTypesTests {
    /// `[Int]?` → `Optional<Array<Int>>`, `[String: Int]` → `Dictionary<String, Int>`, `any Error` → `Error`.
    static func desugared(_ type: Substring) -> String {
        var text = type.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if text.hasSuffix("?") { return "Optional<" + desugared(text.dropLast()) + ">" }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            if let colon = topLevel(":", in: inner) {
                return "Dictionary<" + desugared(inner[..<colon]) + ", " + desugared(inner[inner.index(after: colon)...]) + ">"
            }
            return "Array<" + desugared(inner) + ">"
        }
        if text.hasPrefix("("), text.hasSuffix(")") {
            return "(" + parts(text.dropFirst().dropLast()).map { untrimmed -> String in
                let part = Substring(untrimmed.trimmingCharacters(in: .whitespaces))
                if let colon = topLevel(":", in: part) {
                    return part[..<colon] + ": " + desugared(part[part.index(after: colon)...])
                }
                return desugared(part)
            }.joined(separator: ", ") + ")"
        }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let arguments = parts(text[text.index(after: open)..<text.index(before: text.endIndex)])
            let close = text.lastIndex(of: ">")!
            return text[..<open] + "<" + arguments.map(desugared).joined(separator: ", ") + ">" + text[text.index(after: close)...]
        }
        if let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">") {
            // `Dictionary<String, Int>.Keys`
            let arguments = parts(text[text.index(after: open)..<close])
            return text[..<open] + "<" + arguments.map(desugared).joined(separator: ", ") + ">" + text[text.index(after: close)...]
        }
        return text
    }

    private static func topLevel(_ character: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case character where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    private static func parts(_ text: Substring) -> [Substring] {
        var result: [Substring] = [], rest = text
        while let comma = topLevel(",", in: rest) {
            result.append(rest[..<comma])
            rest = rest[rest.index(after: comma)...]
        }
        return result + [rest]
    }

    @Test("cada expresión: el tipo del eco es el de type(of:) en el programa compilado")
    func sameTypes() throws {
        let source = try String(contentsOf: fixture("eco/tipos-del-eco.swift"), encoding: .utf8)
        let lines = source.split(separator: "\n")
        let split = try #require(lines.firstIndex { $0.hasPrefix("//") })
        let declarations = lines[..<split], expressions = lines[(split + 1)...]
        let program = FileManager.default.temporaryDirectory.appendingPathComponent("eco-\(UUID().uuidString).swift")
        try (declarations + expressions.map { "print(type(of: \($0)))" }).joined(separator: "\n")
            .write(to: program, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: program) }
        let expected = try CompiledSwift.output(of: try CompiledSwift.executable(for: [program])).split(separator: "\n")
        let run = try runLesson(input: Data(source.utf8), environment: wideColumns)
        #expect(run.stderr == "")
        let echoed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("$R") }.map { line -> String in
            let afterName = line[line.index(after: line.firstIndex(of: ":")!)...]
            return Self.desugared(afterName[..<afterName.range(of: " = ")!.lowerBound])
        }
        #expect(echoed.count == expressions.count)
        // `type(of: d.keys)` names a nested type of a generic one without its parent (`Keys`);
        // the REPL names it whole (`Dictionary<String, Int>.Keys`).
        for (ours, theirs) in zip(echoed, expected) { #expect(ours == String(theirs) || ours.hasSuffix(">." + theirs)) }
    }
}
