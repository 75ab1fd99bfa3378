import Messages

/// Gathers the lines of one entry while braces, parentheses or brackets are open, ignoring those
/// inside string literals (with interpolation, raw and multi-line strings) and comments.
/// A REPL command (a first line starting with `:`) is always one line.
public struct InputAccumulator: Sendable {
    private enum Context: Sendable, Equatable {
        case bracket(UInt8)
        case string(multiline: Bool, hashes: Int)
        case interpolation
        case blockComment
    }

    public private(set) var lines: [String] = []
    private var stack: [Context] = []
    /// A closer with nothing open (`.)(`) can never be balanced by more lines: the entry
    /// ends here and the parser reports it, instead of waiting for input that will not fix it.
    private var hasStrayCloser = false

    public init() {}

    public var isEmpty: Bool { lines.isEmpty }

    /// An indented line that starts with `.` and a name (`    .map { … }`): the next link of a
    /// chain of calls. An event (`.cargar(id: 7)`) is written at the start of the line.
    public static func continuesChain(_ line: String) -> Bool {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.count < line.count, body.hasPrefix("."), let second = body.dropFirst().first else { return false }
        return second.isLetter || second == "_"
    }
    /// True when the lines so far make a whole entry (nothing left open).
    public var isComplete: Bool {
        !lines.isEmpty && (hasStrayCloser || stack.isEmpty && !endsWithAttribute)
    }

    /// A line holding only attributes (`@MainActor`, `@Test("…")`) belongs to the declaration
    /// on the next line, as in a Swift file.
    private var endsWithAttribute: Bool {
        guard let line = lines.last, line.utf8.contains(UInt8(ascii: "@")) else { return false }
        let last = line.trimmedOfWhitespace
        guard last.hasPrefix("@") else { return false }
        return last.split(separator: " ").allSatisfy { $0.hasPrefix("@") || $0.hasSuffix(")") || $0.hasSuffix("\"") }
    }

    /// What is still open, for the message shown when input ends mid-entry: e.g. «{», «(»
    /// (the innermost few, when a hostile line opened thousands).
    public var openDelimiters: String {
        let shown = 8
        let open = stack.compactMap { context -> String? in
            switch context {
            case .bracket(let byte): return "«\(Character(Unicode.Scalar(byte)))»"
            case .string(true, _): return "«\"\"\"»"
            case .blockComment: return "«/*»"
            case .string, .interpolation: return nil
            }
        }
        let innermost = open.suffix(shown).joined(separator: ", ")
        return open.count > shown ? "…, " + innermost : innermost
    }

    public mutating func append(_ line: String) {
        if lines.isEmpty, line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") {
            lines = [line]
            return
        }
        lines.append(line)
        scan(Array(line.utf8))
    }

    /// The whole entry, lines joined with newlines; the accumulator starts afresh.
    public mutating func take() -> String {
        defer { reset() }
        return lines.joined(separator: "\n")
    }

    public mutating func reset() {
        lines = []
        stack = []
        hasStrayCloser = false
    }

    private mutating func scan(_ bytes: [UInt8]) {
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func hashes(from index: Int) -> Int {
            var count = 0
            while at(index + count) == hash { count += 1 }
            return count
        }
        var i = 0
        // Contexts below the lowest depth this line reached were opened by earlier lines, and no
        // single-line string survives a line: the search for one starts here, not at the bottom
        // (20,000 nested `if`s piped in were quadratic).
        var floor = stack.count
        lineLoop: while i < bytes.count {
            floor = min(floor, stack.count)
            let byte = bytes[i]
            switch stack.last {
            case .blockComment:
                if byte == star, at(i + 1) == slash { stack.removeLast(); i += 2; continue }
                if byte == slash, at(i + 1) == star { stack.append(.blockComment); i += 2; continue }
                i += 1
            case .string(let multiline, let count):
                if byte == backslash {
                    if hashes(from: i + 1) >= count {
                        let after = i + 1 + count
                        if at(after) == UInt8(ascii: "(") { stack.append(.interpolation); i = after + 1; continue }
                        i = after + 1  // an escaped character
                        continue
                    }
                    i += 1
                    continue
                }
                if byte == quote {
                    let quotes = multiline ? 3 : 1
                    if (0..<quotes).allSatisfy({ at(i + $0) == quote }), hashes(from: i + quotes) >= count {
                        stack.removeLast()
                        i += quotes + count
                        continue
                    }
                }
                i += 1
            case .bracket, .interpolation, nil:
                switch byte {
                case slash where at(i + 1) == slash:
                    break lineLoop
                case slash where at(i + 1) == star:
                    stack.append(.blockComment)
                    i += 2
                case hash:
                    let count = hashes(from: i)
                    if at(i + count) == quote {
                        i = openString(bytes, at: i + count, hashes: count)
                    } else {
                        i += count
                    }
                case quote:
                    i = openString(bytes, at: i, hashes: 0)
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    stack.append(.bracket(byte))
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // A stray closer is the parser's to report; here it only closes what is open.
                    if stack.isEmpty { hasStrayCloser = true } else { stack.removeLast() }
                    i += 1
                default:
                    i += 1
                }
            }
        }
        // A single-line string cannot continue on the next line: whatever it left open is closed.
        floor = min(floor, stack.count)
        if let index = stack[floor...].firstIndex(where: isSingleLineString) {
            stack.removeSubrange(index...)
        }
    }

    private func isSingleLineString(_ context: Context) -> Bool {
        if case .string(false, _) = context { return true }
        return false
    }

    private mutating func openString(_ bytes: [UInt8], at index: Int, hashes: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        stack.append(.string(multiline: isMultiline, hashes: hashes))
        return index + (isMultiline ? 3 : 1)
    }
}
