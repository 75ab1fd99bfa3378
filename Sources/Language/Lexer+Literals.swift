import Messages

/// Number and string literals: the parts of the lexer that decode values.
extension Lexer {
    // MARK: - Numbers

    /// `42`, `1_000`, `0xFF`, `0b1010`, `0o17`, `3.5`, `1e-3`. After a `.` only an integer is
    /// read, so the tuple access `t.0.1` stays two accesses.
    mutating func lexNumber() {
        let first = position
        let afterPeriod = tokens.last.map { $0.kind == .period && $0.span.end == first } ?? false
        if peek(0) == UInt8(ascii: "0"), let marker = peek(1),
           let radix = [UInt8(ascii: "x"): 16, UInt8(ascii: "b"): 2, UInt8(ascii: "o"): 8][marker] {
            position += 2
            let digitsStart = position
            while let byte = peek(0), Lexer.isIdentifierContinue(byte) { position += 1 }
            let digits = text(digitsStart, position).filter { $0 != "_" }
            var token = makeToken(.integer, from: first)
            token.integerValue = Int(digits, radix: radix)
            if token.integerValue == nil { token.wideIntegerValue = UInt64(digits, radix: radix) }
            if token.integerValue == nil, token.wideIntegerValue == nil {
                report(digits.isEmpty || Int(digits.prefix(1), radix: radix) == nil
                       ? Msg.Syntax.malformedNumber(token.text) : Msg.Syntax.numberTooLarge(token.text), at: first)
            }
            finish(token)
            return
        }
        skipDigits()
        var isFloat = false
        if !afterPeriod, peek(0) == UInt8(ascii: "."), let next = peek(1), isDigit(next) {
            isFloat = true
            position += 1
            skipDigits()
        }
        if !afterPeriod, let e = peek(0), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "-") || peek(1) == UInt8(ascii: "+") ? 1 : 0
            if let digit = peek(1 + sign), isDigit(digit) {
                isFloat = true
                position += 1 + sign
                skipDigits()
            }
        }
        // `12abc` is one malformed literal, not a number followed by a name.
        var malformed = false
        while let byte = peek(0), Lexer.isIdentifierContinue(byte), !isDigit(byte) {
            malformed = true
            position += 1
        }
        var token = makeToken(isFloat ? .float : .integer, from: first)
        let digits = token.text.filter { $0 != "_" }
        if malformed {
            report(Msg.Syntax.malformedNumber(token.text), at: first)
        } else if isFloat {
            token.floatValue = Double(digits)
        } else {
            token.integerValue = Int(digits)
            if token.integerValue == nil { token.wideIntegerValue = UInt64(digits) }
            if token.integerValue == nil, token.wideIntegerValue == nil { report(Msg.Syntax.numberTooLarge(token.text), at: first) }
        }
        finish(token)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek(0), isDigit(byte) || byte == UInt8(ascii: "_") { position += 1 }
    }

    /// Builds the token through `append`, then lets the caller attach its value.
    private mutating func makeToken(_ kind: Token.Kind, from first: Int) -> Token {
        append(kind, from: first)
        return tokens.removeLast()
    }

    private mutating func finish(_ token: Token) { tokens.append(token) }

    // MARK: - Strings

    /// `"…"` or `"""…"""`, with escapes and `\( … )` interpolations.
    mutating func lexString() {
        let first = position
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            lexMultilineString()
            return
        }
        position += 1
        let contentStart = position
        guard let close = scanStringBody(multiline: false, depth: 0) else {
            report(Msg.Syntax.unterminatedString, at: first)
            // The rest of the line belongs to the broken string: one error, not one per quote.
            position = contentStart
            while let byte = peek(0), byte != UInt8(ascii: "\n") { position += 1 }
            var token = makeToken(.string, from: first)
            token.stringParts = decodeParts(contentStart..<position, indent: [])
            finish(token)
            return
        }
        position = close + 1
        var token = makeToken(.string, from: first)
        token.stringParts = decodeParts(contentStart..<close, indent: [])
        finish(token)
    }

    /// `"""` then a line break; the text runs until a line whose only content is the closing
    /// `"""`, whose indentation is removed from every line (as Swift does).
    /// `hashes` is the number of `#` of a raw multi-line string (`#"""…"""#`), already consumed.
    mutating func lexMultilineString(hashes: Int = 0) {
        let first = position - hashes
        position += 3
        while let byte = peek(0), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            position += 1
        }
        guard peek(0) == UInt8(ascii: "\n") || peek(0) == nil else {
            report(Msg.Syntax.multilineStringStart, at: position)
            skipRestOfString(first)
            return
        }
        position += 1
        let contentStart = position
        guard let close = scanStringBody(multiline: true, depth: 0, hashes: hashes) else {
            report(Msg.Syntax.unterminatedMultilineString, at: first)
            var token = makeToken(.string, from: first)
            token.stringParts = decodeParts(contentStart..<position, indent: [], hashes: hashes)
            finish(token)
            return
        }
        // The closing line: only spaces or tabs before `"""`; they are the indentation to remove.
        var lineStart = close
        while lineStart > contentStart, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indent = Array(bytes[lineStart..<close])
        position = close + 3 + hashes
        var token = makeToken(.string, from: first)
        if indent.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
            // swiftc points where the blanks before the `"""` begin.
            var culprit = close
            while culprit > lineStart, bytes[culprit - 1] == UInt8(ascii: " ") || bytes[culprit - 1] == UInt8(ascii: "\t") {
                culprit -= 1
            }
            report(Msg.Syntax.multilineStringEnd, at: culprit)
            token.stringParts = decodeParts(contentStart..<close, indent: [], hashes: hashes)
        } else {
            // Drop the line break that precedes the closing line.
            let contentEnd = max(contentStart, lineStart - 1)
            token.stringParts = decodeParts(contentStart..<contentEnd, indent: indent, hashes: hashes)
        }
        finish(token)
    }

    /// After a malformed opening `"""`: skip to a closing `"""` or the end, as one string token.
    private mutating func skipRestOfString(_ first: Int) {
        while position < end {
            if peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                position += 3
                break
            }
            position += 1
        }
        finish(makeToken(.string, from: first))
    }

    /// Advances over a string body and returns the offset of its closing quote (the first of
    /// the three for a multi-line string), or nil when the input or the line ends first.
    /// Interpolations are skipped with their nested parentheses, strings and comments.
    /// In a raw string (`hashes` > 0) quotes close and backslashes escape only when followed by
    /// that many `#`.
    mutating func scanStringBody(multiline: Bool, depth: Int, hashes: Int = 0) -> Int? {
        func delimited(_ offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
        }
        while let byte = peek(0) {
            if byte == UInt8(ascii: "\n"), !multiline { return nil }
            if byte == UInt8(ascii: "\"") {
                if !multiline { return position }
                if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), delimited(3) { return position }
                position += 1
            } else if byte == UInt8(ascii: "\\"), delimited(1) {
                if peek(1 + hashes) == UInt8(ascii: "(") {
                    position += 2 + hashes
                    guard skipInterpolation(depth: depth + 1) else { return nil }
                } else {
                    position += peek(1 + hashes) == nil ? 1 + hashes : 2 + hashes
                }
            } else {
                position += 1
            }
        }
        return nil
    }

    /// From just after `\(` to just after its matching `)`; false when the input ends first.
    private mutating func skipInterpolation(depth: Int) -> Bool {
        guard depth < 16 else { return false }
        var parens = 1
        while let byte = peek(0) {
            if byte == UInt8(ascii: "(") {
                parens += 1; position += 1
            } else if byte == UInt8(ascii: ")") {
                parens -= 1; position += 1
                if parens == 0 { return true }
            } else if byte == UInt8(ascii: "\"") {
                let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                position += multiline ? 3 : 1
                guard let close = scanStringBody(multiline: multiline, depth: depth) else { return false }
                position = close + (multiline ? 3 : 1)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let byte = peek(0), byte != UInt8(ascii: "\n") { position += 1 }
            } else {
                position += 1
            }
        }
        return false
    }

    /// The parts of a string body: text with escapes resolved (and, for a multi-line string,
    /// `indent` removed from the start of each line) and interpolation ranges.
    private mutating func decodeParts(_ range: Range<Int>, indent: [UInt8], hashes: Int = 0) -> [StringPart] {
        func delimited(_ offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
        }
        var parts: [StringPart] = []
        var buffer: [UInt8] = []
        let savedPosition = position
        defer { position = savedPosition }
        position = range.lowerBound
        var atLineStart = !indent.isEmpty
        while position < range.upperBound, let byte = peek(0) {
            if atLineStart {
                atLineStart = false
                if position + indent.count <= range.upperBound, Array(bytes[position..<position + indent.count]) == indent {
                    position += indent.count
                    continue
                }
            }
            if byte == UInt8(ascii: "\\"), delimited(1) {
                if peek(1 + hashes) == UInt8(ascii: "(") {
                    let exprStart = position + 2 + hashes
                    position = exprStart
                    let closed = skipInterpolation(depth: 1)
                    if !buffer.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))); buffer = [] }
                    // An unclosed `\(` is already an unterminated string: its text is not read as code.
                    guard closed, position - 1 <= range.upperBound else { return parts }
                    parts.append(.interpolation(start: exprStart, end: position - 1))
                } else {
                    decodeEscape(into: &buffer, multiline: !indent.isEmpty, hashes: hashes)
                    // `\` at a line's end joins the next line, whose indentation still goes.
                    if !indent.isEmpty, bytes[position - 1] == UInt8(ascii: "\n") { atLineStart = true }
                }
            } else {
                buffer.append(byte)
                position += 1
                if byte == UInt8(ascii: "\n") { atLineStart = !indent.isEmpty }
            }
        }
        if !buffer.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))) }
        return parts
    }

    /// `\n \t \r \0 \\ \" \' \u{…}`, and in a multi-line string `\` before a line break joins lines.
    /// The escape at the backslash under `position`; in a raw string the backslash is followed by
    /// its `hashes` `#` before the escape proper (`\#n`, `\#u{41}`).
    private mutating func decodeEscape(into buffer: inout [UInt8], multiline: Bool, hashes: Int = 0) {
        let backslash = position
        position += 1 + hashes
        guard let byte = peek(0) else { return }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): buffer.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): buffer.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): buffer.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): buffer.append(0)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): buffer.append(byte)
        case UInt8(ascii: "\n") where multiline: break
        case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
            let digitsStart = position + 1
            var close = digitsStart
            while close < end, close - digitsStart <= 8, bytes[close] != UInt8(ascii: "}") { close += 1 }
            if close < end, bytes[close] == UInt8(ascii: "}"),
               let value = UInt32(text(digitsStart, close), radix: 16), let scalar = Unicode.Scalar(value) {
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                position = close + 1
            } else {
                // Where swiftc points: the first digit that is not hexadecimal, else where the `}`
                // should be, else (a number beyond Unicode) the backslash.
                let stop = min(close, end)
                let culprit = (digitsStart..<stop).first { Character(Unicode.Scalar(bytes[$0])).hexDigitValue == nil }
                    ?? (stop < end && bytes[stop] == UInt8(ascii: "}") ? backslash : stop)
                report(Msg.Syntax.invalidEscape(text(backslash, min(close + 1, end))), at: culprit)
            }
        default:
            // swiftc points at the letter after the backslash, not at the backslash.
            report(Msg.Syntax.invalidEscape(text(backslash, position)), at: position - 1)
        }
    }

    // MARK: - Raw strings

    /// `#"…"#` (any number of `#`) on one line: backslashes are text, except `\#(…)`, an
    /// interpolation, and `\#n`-style escapes with the same number of `#`. False, with the
    /// position unchanged, when it is not one (a multi-line raw string, an unclosed one).
    mutating func lexRawString() -> Bool {
        let first = position
        var hashes = 0
        while peek(0) == UInt8(ascii: "#") { hashes += 1; position += 1 }
        guard peek(0) == UInt8(ascii: "\""), peek(1) != UInt8(ascii: "\"") || peek(2) != UInt8(ascii: "\"") else {
            position = first
            return false
        }
        position += 1
        var parts: [StringPart] = []
        var buffer: [UInt8] = []
        func delimited(_ offset: Int) -> Bool {
            (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
        }
        while let byte = peek(0), byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\""), delimited(1) {
                position += 1 + hashes
                if !buffer.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))) }
                var token = makeToken(.string, from: first)
                token.stringParts = parts
                finish(token)
                return true
            }
            if byte == UInt8(ascii: "\\"), delimited(1) {
                let after = position + 1 + hashes
                if after < end, bytes[after] == UInt8(ascii: "(") {
                    if !buffer.isEmpty { parts.append(.text(String(decoding: buffer, as: UTF8.self))); buffer = [] }
                    position = after + 1
                    guard skipInterpolation(depth: 1) else { break }
                    parts.append(.interpolation(start: after + 1, end: position - 1))
                    continue
                }
                if after < end {
                    decodeEscape(into: &buffer, multiline: false, hashes: hashes)
                    continue
                }
            }
            buffer.append(byte)
            position += 1
        }
        position = first
        return false
    }
}
