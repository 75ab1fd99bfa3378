import Messages

/// A problem found while reading source, kept as a byte offset until the end, when it becomes a
/// `Diagnostic` with file, line, column and caret.
struct Problem: Sendable, Equatable {
    var offset: Int
    var message: String
}

/// Turns a byte range of a `SourceFile` into tokens. It never fails: anything it cannot read
/// becomes a problem plus, where useful, an `.unknown` token, so the parser can still report the
/// errors that follow. Every loop consumes at least one byte per turn, so it always ends.
struct Lexer {
    let bytes: [UInt8]
    let start: Int
    let end: Int
    var position: Int
    var tokens: [Token] = []
    var problems: [Problem] = []
    /// Whitespace or a comment was skipped since the last token.
    private var sawTrivia = true
    private var sawNewline = true

    /// The tokens of `range` (the whole file by default), always ending with `.endOfFile`.
    static func tokenize(_ source: SourceFile, range: Range<Int>? = nil) -> (tokens: [Token], problems: [Problem]) {
        let bytes = source.utf8
        let range = range ?? 0..<bytes.count
        var lexer = Lexer(bytes: bytes, start: max(range.lowerBound, 0), end: min(range.upperBound, bytes.count),
                          position: max(range.lowerBound, 0))
        lexer.run()
        return (lexer.tokens, lexer.problems)
    }

    private mutating func run() {
        if position == 0, peek(0) == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") { skipLine() }
        while true {
            skipTrivia()
            guard position < end else {
                append(.endOfFile, from: end, text: "")
                return
            }
            lexToken()
        }
    }

    // MARK: - Reading bytes

    func peek(_ ahead: Int) -> UInt8? {
        let index = position + ahead
        return index < end && index >= start ? bytes[index] : nil
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[max(from, 0)..<min(max(to, from), bytes.count)], as: UTF8.self)
    }

    mutating func report(_ message: String, at offset: Int) {
        // A line of a million bad bytes needs a few complaints, not a million.
        guard problems.count < Diagnostic.limit * 4 else { return }
        problems.append(Problem(offset: offset, message: message))
    }

    // MARK: - Trivia

    private mutating func skipTrivia() {
        while let byte = peek(0) {
            if byte == UInt8(ascii: "\n") {
                sawNewline = true; sawTrivia = true; position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                        || byte == 0x0B || byte == 0x0C {
                sawTrivia = true; position += 1
            } else if byte == 0xC2, peek(1) == 0xA0 {
                // A non-breaking space, common in code pasted from the web: read it as a space.
                sawTrivia = true; position += 2
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                sawTrivia = true; skipLine()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                sawTrivia = true; skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipLine() {
        while let byte = peek(0), byte != UInt8(ascii: "\n") { position += 1 }
    }

    /// `/* … */`, which nests in Swift: `/* a /* b */ c */` is one comment.
    private mutating func skipBlockComment() {
        let opening = position
        var depth = 0
        while position < end {
            if peek(0) == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if peek(0) == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return }
            } else {
                if peek(0) == UInt8(ascii: "\n") { sawNewline = true }
                position += 1
            }
        }
        report(Msg.Syntax.unterminatedComment, at: opening)
    }

    // MARK: - Tokens

    private mutating func lexToken() {
        let first = position
        guard let byte = peek(0) else { return }
        switch byte {
        case UInt8(ascii: "("): position += 1; append(.leftParen, from: first)
        case UInt8(ascii: ")"): position += 1; append(.rightParen, from: first)
        case UInt8(ascii: "{"): position += 1; append(.leftBrace, from: first)
        case UInt8(ascii: "}"): position += 1; append(.rightBrace, from: first)
        case UInt8(ascii: "["): position += 1; append(.leftBracket, from: first)
        case UInt8(ascii: "]"): position += 1; append(.rightBracket, from: first)
        case UInt8(ascii: ","): position += 1; append(.comma, from: first)
        case UInt8(ascii: ":"): position += 1; append(.colon, from: first)
        case UInt8(ascii: ";"): position += 1; append(.semicolon, from: first)
        case UInt8(ascii: "@"): position += 1; append(.at, from: first)
        case UInt8(ascii: "\""): lexString()
        case UInt8(ascii: "`"): lexEscapedIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") { lexOperator() } else { position += 1; append(.period, from: first) }
        default:
            if byte >= 0xC0, operatorLength(at: position) != nil {
                lexOperator()
            } else if Lexer.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
                lexIdentifier()
            } else if Lexer.isOperatorCharacter(byte) {
                lexOperator()
            } else {
                lexUnknown()
            }
        }
    }

    /// Appends a token spanning `first..<position`, working out how it touches its neighbours.
    mutating func append(_ kind: Token.Kind, from first: Int, text spelling: String? = nil) {
        var token = Token(kind: kind, text: spelling ?? text(first, position), span: Span(first, position),
                          leftBound: isLeftBound(first), rightBound: isRightBound(),
                          newlineBefore: sawNewline)
        if kind == .endOfFile { token.span = Span(end, end); token.rightBound = false }
        tokens.append(token)
        sawTrivia = false
        sawNewline = false
    }

    /// Swift counts the start of input, whitespace, comments and `( [ { , ; :` as "whitespace"
    /// on the left of an operator.
    private func isLeftBound(_ first: Int) -> Bool {
        guard !sawTrivia, first > start else { return false }
        switch bytes[first - 1] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    /// On the right, the end of input, whitespace, comments and `) ] } , ; :` count as whitespace.
    private func isRightBound() -> Bool {
        guard let next = peek(0) else { return false }
        switch next {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return peek(1) != UInt8(ascii: "/") && peek(1) != UInt8(ascii: "*")
        default:
            return true
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0xC0
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// The bytes of the operator character at `offset` (`+`, or a mathematical symbol such as
    /// `√` or `⊕`, which Swift counts as operator characters too); nil for any other character.
    func operatorLength(at offset: Int) -> Int? {
        guard offset < end else { return nil }
        let byte = bytes[offset]
        if byte < 0x80 { return Lexer.isOperatorCharacter(byte) ? 1 : nil }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard offset + length <= end else { return nil }
        var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for continuation in bytes[(offset + 1)..<(offset + length)] {
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        return Lexer.isOperatorScalar(scalar) ? length : nil
    }

    /// Swift's operator-head characters beyond ASCII (The Swift Programming Language, «Operators»).
    static func isOperatorScalar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func lexIdentifier() {
        let first = position
        position += 1
        while let byte = peek(0), Lexer.isIdentifierContinue(byte) {
            if byte == 0xC2, peek(1) == 0xA0 { break }
            position += 1
        }
        let spelling = text(first, position)
        append(Keywords.reserved.contains(spelling) ? .keyword : .identifier, from: first, text: spelling)
    }

    /// `` `default` ``: a keyword used as a plain name.
    private mutating func lexEscapedIdentifier() {
        let first = position
        position += 1
        let nameStart = position
        while let byte = peek(0), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { position += 1 }
        let name = text(nameStart, position)
        if peek(0) == UInt8(ascii: "`"), !name.isEmpty {
            position += 1
            append(.identifier, from: first, text: name)
        } else {
            report(Msg.Syntax.unterminatedBacktick, at: first)
            append(.unknown, from: first)
        }
    }

    /// A run of operator characters is one operator (Swift's maximal munch), except that a `?`
    /// touching what precedes it is always the lone postfix `?` (`x?.y`, `Int??`), and a comment
    /// opener ends the run. An operator that starts with `.` may contain more dots (`...`, `..<`).
    private mutating func lexOperator() {
        let first = position
        if peek(0) == UInt8(ascii: "?"), isLeftBound(first) {
            position += 1
            append(.oper, from: first)
            return
        }
        let dotted = peek(0) == UInt8(ascii: ".")
        while let byte = peek(0) {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), position > first {
                break
            }
            if dotted && byte == UInt8(ascii: ".") {
                position += 1
            } else if let length = operatorLength(at: position) {
                position += length
            } else {
                break
            }
        }
        append(text(first, position) == "->" ? .arrow : .oper, from: first)
    }

    /// A character the subset never uses. `#expect`, `#if`, `#"…"#` and key paths `\.x` are
    /// named as what they are, so the learner knows it is Swift, just not this subset.
    private mutating func lexUnknown() {
        let first = position
        position += 1
        // Keep a multi-byte UTF-8 character whole, so the message shows it.
        while let byte = peek(0), byte & 0xC0 == 0x80 { position += 1 }
        let spelling = text(first, position)
        if spelling == "#", let next = peek(0), Lexer.isIdentifierStart(next) {
            var end = position
            while end < self.end, Lexer.isIdentifierContinue(bytes[end]) { end += 1 }
            report(Msg.Syntax.notInSubset("'#\(text(position, end))'"), at: first)
        } else if spelling == "#", peek(0) == UInt8(ascii: "\"") || peek(0) == UInt8(ascii: "#") {
            position = first
            if lexRawString() { return }
            let hashes = bytes[first...].prefix { $0 == UInt8(ascii: "#") }.count
            if bytes[(first + hashes)...].prefix(3).allSatisfy({ $0 == UInt8(ascii: "\"") }) {
                position = first + hashes
                lexMultilineString(hashes: hashes)
                return
            }
            report(Msg.Syntax.unterminatedString, at: first)
            // What is not a one-line raw string is one unknown token, up to the line's end.
            while let byte = peek(0), byte != UInt8(ascii: "\n") { position += 1 }
        } else if spelling == "'" {
            // `'a'`: a string in another language's quotes; read it whole as one token.
            report(Msg.Syntax.singleQuotes, at: first)
            var end = position
            while end < self.end, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "'") { end += 1 }
            if end < self.end, bytes[end] == UInt8(ascii: "'") { position = end + 1 }
        } else if spelling == "\\", peek(0) == UInt8(ascii: ".") || peek(0).map(Lexer.isIdentifierStart) == true {
            // `\.nombre`, `\Persona.edad`: a key path, read by the parser as a function.
            append(.oper, from: first)
            return
        } else {
            report(Msg.Syntax.invalidCharacter(spelling), at: first)
        }
        append(.unknown, from: first)
    }
}
