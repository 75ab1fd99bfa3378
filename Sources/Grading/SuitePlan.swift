import Foundation

/// A test function of the hidden suite, found by reading its source (not by running it), so the
/// report knows every test — and the maximum score — even when the learner's files do not compile.
public struct PlannedTest: Sendable, Equatable, Codable {
    /// The function's name (`verdeAvanza`).
    public var function: String
    /// Enclosing types, outermost first (`Pruebas.Semaforo`), empty for a free function.
    public var typePath: [String]
    /// The `@Test("…")` display name, if it has one.
    public var displayName: String?
    /// The suite file's name and the line of `@Test`.
    public var file: String
    public var line: Int

    /// What the learner reads: the display name, else the function's name as Swift Testing shows it.
    public var name: String { displayName ?? "\(function)()" }
}

/// Reads `@Test` declarations out of Swift source: comments and string literals are skipped,
/// braces tracked so a test inside `struct Pruebas { … }` knows its type.
public enum SuitePlan {
    public static func tests(in files: [(name: String, text: String)]) -> [PlannedTest] {
        files.flatMap { tests(in: $0.text, file: $0.name) }
    }

    static func tests(in text: String, file: String) -> [PlannedTest] {
        var scanner = SwiftScanner(Array(text.unicodeScalars))
        var found: [PlannedTest] = []
        // (type name or nil, brace depth at which its body opened)
        var scopes: [(String?, Int)] = []
        var depth = 0
        var pendingType: String? = nil
        var pendingTest: (displayName: String?, line: Int)? = nil
        while let token = scanner.next() {
            switch token {
            case .open:
                depth += 1
                scopes.append((pendingType, depth))
                pendingType = nil
            case .close:
                if let last = scopes.last, last.1 == depth { scopes.removeLast() }
                depth -= 1
            case .string:
                continue
            case .word(let word, let line):
                if ["struct", "enum", "class", "actor", "extension"].contains(word), case .word(let name, _)? = scanner.peekWord(),
                   !["func", "var", "let", "init", "subscript", "static"].contains(name) {
                    pendingType = name
                    _ = scanner.next()
                } else if word == "@Test" {
                    var name: String? = nil
                    if scanner.peekIsOpenParen() {
                        name = scanner.parenthesizedLeadingString()
                    }
                    pendingTest = (name, line)
                } else if word == "func", let test = pendingTest, case .word(let name, _)? = scanner.peekWord() {
                    _ = scanner.next()
                    found.append(PlannedTest(function: name, typePath: scopes.compactMap(\.0), displayName: test.displayName,
                                             file: file, line: test.line))
                    pendingTest = nil
                } else if word == "var" || word == "let" || word == "init" {
                    pendingTest = nil
                }
            }
        }
        return found
    }
}

/// Just enough of Swift's lexical structure to find declarations: words (with a leading `@`),
/// braces, and string literals (read, so their braces do not count).
struct SwiftScanner {
    enum Token { case word(String, line: Int), open, close, string(String) }

    private let chars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(_ chars: [Unicode.Scalar]) { self.chars = chars }

    private func at(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    private mutating func advance() {
        if chars[index] == "\n" { line += 1 }
        index += 1
    }

    private static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "@" || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    /// Skips blanks and comments (nested block comments included).
    private mutating func skipTrivia() {
        while let c = at() {
            if c == " " || c == "\t" || c == "\n" || c == "\r" { advance(); continue }
            if c == "/", at(1) == "/" {
                while let d = at(), d != "\n" { _ = d; advance() }
                continue
            }
            if c == "/", at(1) == "*" {
                var nesting = 0
                repeat {
                    if at() == "/", at(1) == "*" { nesting += 1; advance(); advance() }
                    else if at() == "*", at(1) == "/" { nesting -= 1; advance(); advance() }
                    else { advance() }
                } while nesting > 0 && at() != nil
                continue
            }
            return
        }
    }

    mutating func next() -> Token? {
        while true {
            skipTrivia()
            guard let c = at() else { return nil }
            if c == "{" { advance(); return .open }
            if c == "}" { advance(); return .close }
            if c == "\"" || (c == "#" && (at(1) == "\"" || at(1) == "#")) { return .string(readString()) }
            if Self.isWordScalar(c) {
                let start = index, startLine = line
                while let d = at(), Self.isWordScalar(d) { _ = d; advance() }
                return .word(String(String.UnicodeScalarView(chars[start..<index])), line: startLine)
            }
            advance()
        }
    }

    mutating func peekWord() -> Token? {
        var copy = self
        if case .word(let word, let line)? = copy.next() { return .word(word, line: line) }
        return nil
    }

    mutating func peekIsOpenParen() -> Bool {
        skipTrivia()
        return at() == "("
    }

    /// At `(`: reads to the matching `)` and answers the first argument when it is a string literal.
    mutating func parenthesizedLeadingString() -> String? {
        advance()
        skipTrivia()
        var first: String? = nil
        if at() == "\"" || at() == "#" { first = readString() }
        var nesting = 1
        while nesting > 0, let c = at() {
            if c == "\"" { _ = readString(); continue }
            if c == "(" { nesting += 1 } else if c == ")" { nesting -= 1 }
            advance()
        }
        return first
    }

    /// Reads `"…"`, `"""…"""` or `#"…"#` and answers its text (escapes kept as written, except `\"`).
    private mutating func readString() -> String {
        var hashes = 0
        while at() == "#" { hashes += 1; advance() }
        let triple = at() == "\"" && at(1) == "\"" && at(2) == "\""
        for _ in 0..<(triple ? 3 : 1) where at() != nil { advance() }
        var text = String.UnicodeScalarView()
        func closes(_ scanner: SwiftScanner) -> Bool {
            let quotes = triple ? 3 : 1
            for offset in 0..<quotes where scanner.at(offset) != "\"" { return false }
            for offset in 0..<hashes where scanner.at(quotes + offset) != "#" { return false }
            return true
        }
        while let c = at() {
            if closes(self) {
                for _ in 0..<((triple ? 3 : 1) + hashes) { advance() }
                break
            }
            if c == "\\", hashes == 0, let escaped = at(1) {
                advance(); advance()
                if escaped == "(" {
                    // Interpolation: skip to the matching parenthesis.
                    var nesting = 1
                    while nesting > 0, let d = at() {
                        if d == "(" { nesting += 1 } else if d == ")" { nesting -= 1 }
                        advance()
                    }
                    text.append(contentsOf: "…".unicodeScalars)
                } else {
                    text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                }
                continue
            }
            if c == "\n", !triple { break }
            text.append(c)
            advance()
        }
        return String(text)
    }
}
