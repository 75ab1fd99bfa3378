/// A JSON value that remembers the line and column where it starts.
///
/// Foundation's parser only says «around character N» and loses where keys stood, while an
/// instructor needs `pack.json:3:17` for a missing comma and the line of a wrong `"lecciones"`.
/// `pack.json` is tiny, so a small strict parser of our own is the simplest way to get both.
public indirect enum JSONValue: Sendable, Equatable {
    case object([(key: String, value: JSONValue, line: Int)], line: Int)
    case array([JSONValue], line: Int)
    case string(String, line: Int)
    case number(Double, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)

    public var line: Int {
        switch self {
        case .object(_, let line), .array(_, let line), .string(_, let line),
             .number(_, let line), .bool(_, let line), .null(let line):
            return line
        }
    }

    /// The member named `key` of an object, with the line of its key.
    public func member(_ key: String) -> (value: JSONValue, line: Int)? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }.map { ($0.value, $0.line) }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a, _), .object(b, _)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(a, _), .array(b, _)): return a == b
        case let (.string(a, _), .string(b, _)): return a == b
        case let (.number(a, _), .number(b, _)): return a == b
        case let (.bool(a, _), .bool(b, _)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// Why a text is not JSON, and where (1-based line and column, in characters).
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        case unexpectedEnd
        case unexpected(Character)
        case expected(String, found: Character?)
        case badEscape
        case controlCharacterInString
        case duplicateKey(String)
        case trailingText
    }
    public var reason: Reason
    public var line: Int
    public var column: Int
}

/// Parses JSON text (RFC 8259, no extensions) into a `JSONValue`.
public struct JSONParser {
    private let chars: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    public static func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(chars: Array(text))
        do {
            parser.skipSpace()
            let value = try parser.value()
            parser.skipSpace()
            if parser.index < parser.chars.count { throw parser.error(.trailingText) }
            return .success(value)
        } catch let error as JSONSyntaxError {
            return .failure(error)
        } catch {
            return .failure(JSONSyntaxError(reason: .unexpectedEnd, line: 1, column: 1))
        }
    }

    private init(chars: [Character]) {
        // A byte-order mark is not JSON, but editors on some systems add one; accept it.
        self.chars = chars.first == "\u{FEFF}" ? Array(chars.dropFirst()) : chars
    }

    private var current: Character? { index < chars.count ? chars[index] : nil }

    private mutating func advance() {
        if current == "\n" || current == "\r\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, line: line, column: column)
    }

    private mutating func skipSpace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" { advance() }
    }

    private mutating func expect(_ c: Character) throws {
        guard current == c else { throw error(current == nil ? .unexpectedEnd : .expected("«\(c)»", found: current)) }
        advance()
    }

    private mutating func value() throws -> JSONValue {
        let startLine = line
        guard let c = current else { throw error(.unexpectedEnd) }
        switch c {
        case "{": return try object()
        case "[": return try array()
        case "\"": return .string(try string(), line: startLine)
        case "t": try literal("true"); return .bool(true, line: startLine)
        case "f": try literal("false"); return .bool(false, line: startLine)
        case "n": try literal("null"); return .null(line: startLine)
        case "-", "0"..."9": return .number(try number(), line: startLine)
        default: throw error(.unexpected(c))
        }
    }

    private mutating func literal(_ word: String) throws {
        for expected in word {
            guard let c = current else { throw error(.unexpectedEnd) }
            guard c == expected else { throw error(.unexpected(c)) }
            advance()
        }
    }

    private mutating func object() throws -> JSONValue {
        let startLine = line
        advance()
        var members: [(key: String, value: JSONValue, line: Int)] = []
        skipSpace()
        if current == "}" { advance(); return .object([], line: startLine) }
        while true {
            skipSpace()
            let keyLine = line, keyColumn = column
            guard current == "\"" else {
                throw error(current == nil ? .unexpectedEnd : .expected("una clave entre comillas", found: current))
            }
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw JSONSyntaxError(reason: .duplicateKey(key), line: keyLine, column: keyColumn)
            }
            skipSpace()
            try expect(":")
            skipSpace()
            members.append((key, try value(), keyLine))
            skipSpace()
            if current == "," { advance(); continue }
            if current == "}" { advance(); return .object(members, line: startLine) }
            throw error(current == nil ? .unexpectedEnd : .expected("«,» o «}»", found: current))
        }
    }

    private mutating func array() throws -> JSONValue {
        let startLine = line
        advance()
        var items: [JSONValue] = []
        skipSpace()
        if current == "]" { advance(); return .array([], line: startLine) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == "," { advance(); continue }
            if current == "]" { advance(); return .array(items, line: startLine) }
            throw error(current == nil ? .unexpectedEnd : .expected("«,» o «]»", found: current))
        }
    }

    private mutating func string() throws -> String {
        advance()  // opening quote
        var result = ""
        while true {
            guard let c = current else { throw error(.unexpectedEnd) }
            switch c {
            case "\"":
                advance()
                return result
            case "\\":
                advance()
                guard let escaped = current else { throw error(.unexpectedEnd) }
                switch escaped {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    result.unicodeScalars.append(try unicodeEscape())
                    continue
                default: throw error(.badEscape)
                }
                advance()
            default:
                if c.unicodeScalars.first!.value < 0x20 { throw error(.controlCharacterInString) }
                result.append(c)
                advance()
            }
        }
    }

    /// After `\u`: four hex digits, joining a UTF-16 surrogate pair when one follows.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard current == "\\" else { throw error(.badEscape) }
            advance()
            guard current == "u" else { throw error(.badEscape) }
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                throw error(.badEscape)
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error(.badEscape) }
        return scalar
    }

    private mutating func hex4() throws -> UInt32 {
        advance()  // the `u`
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = c.hexDigitValue else { throw error(.badEscape) }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func number() throws -> Double {
        var text = ""
        if current == "-" { text.append("-"); advance() }
        guard let first = current, first.isASCII, first.isNumber else {
            throw error(current == nil ? .unexpectedEnd : .unexpected(current!))
        }
        while let c = current, c.isASCII, c.isNumber || c == "." || c == "e" || c == "E" || c == "+" || c == "-" {
            text.append(c)
            advance()
        }
        guard let value = Double(text) else { throw error(.unexpected(first)) }
        return value
    }
}
