import Messages

/// Patterns of `case`, `if case`, `for`, and `let`/`var`. In a binding position (inside
/// `let`/`var`, or the left of a declaration) a bare name binds; elsewhere it is a value to
/// compare with.
extension Parser {
    mutating func parsePattern(binding: Bool) throws(ParseError) -> Pattern {
        try descend()
        defer { depth -= 1 }
        let start = current.span.start
        var pattern = try parsePrimaryPattern(binding: binding)
        // `p?` (a non-nil optional) and `p as T`.
        while true {
            if atOperator("?"), current.leftBound {
                advance()
                pattern = Pattern(.optionalSome(pattern), span: Span(start, previousEnd))
            } else if atKeyword("as") {
                advance()
                let type = try parseType()
                pattern = Pattern(.cast(pattern, type), span: Span(start, previousEnd))
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePrimaryPattern(binding: Bool) throws(ParseError) -> Pattern {
        let first = current
        let start = first.span.start
        if first.isKeyword("let") || first.isKeyword("var") {
            advance()
            let inner = try parsePattern(binding: true)
            return Pattern(.valueBinding(isLet: first.text == "let", inner), span: Span(start, previousEnd))
        }
        if first.isContextual("_") {
            advance()
            return Pattern(.wildcard, span: first.span)
        }
        if first.isKeyword("is") {
            advance()
            let type = try parseType()
            return Pattern(.isType(type), span: Span(start, previousEnd))
        }
        if first.kind == .leftParen {
            let elements = try parsePatternElements(binding: binding)
            if elements.count == 1, elements[0].label == nil { return elements[0].pattern }
            return Pattern(.tuple(elements), span: Span(start, previousEnd))
        }
        if first.kind == .period {
            // `.listo`, `.cargando(id, _)`: an enum case with its type left implicit.
            advance()
            let name = try expectName(Msg.Syntax.memberName, allowKeywords: true)
            let payload = try parsePayloadPatterns(binding: binding)
            return Pattern(.enumCase(type: nil, name: name.text, payload: payload), span: Span(start, previousEnd))
        }
        if first.kind == .identifier, peek().kind == .period, startsUppercase(first.text),
           peek(2).kind == .identifier || peek(2).kind == .keyword {
            let saved = index
            let pattern = try parseQualifiedCasePattern(binding: binding)
            // `Int.min..<0`: a value that begins like a case, then a range.
            guard !binding, case .enumCase(_, _, nil) = pattern.kind, atOperator("..<") || atOperator("...") else {
                return pattern
            }
            index = saved
        }
        if binding, first.kind == .identifier {
            advance()
            return Pattern(.binding(first.text), span: first.span)
        }
        // A value: `3`, `"a"`, `-1`, `1...3`, `limite`, `nil`. Comparisons and casts stay out,
        // so `as`, `where`, `:` and `=` end the pattern. Under `let` a literal is still a value
        // to compare with: `case let (n?, nil)`, `case let (x, 0)`.
        let isLiteral = [.integer, .float, .string].contains(first.kind) || first.isKeyword("nil") || first.isKeyword("true")
            || first.isKeyword("false") || (first.kind == .oper && first.text == "-" && [.integer, .float].contains(peek().kind))
        guard !binding || isLiteral, startsOperand(first), first.kind != .leftBrace else { throw expected(Msg.Syntax.pattern) }
        let value = try parseBinary(minimum: .rangeFormation)
        // `case 0?:` is the value inside an optional, not an optional chain on `0`.
        if case .optionalEvaluation(let chain) = value.kind, case .bindOptional(let inner) = chain.kind {
            return Pattern(.optionalSome(Pattern(.expression(inner), span: inner.span)), span: value.span)
        }
        return Pattern(.expression(value), span: value.span)
    }

    /// `Estado.listo(let p)`, `Perfil.Carga.fallo`: the last name is the case, the rest its type.
    private mutating func parseQualifiedCasePattern(binding: Bool) throws(ParseError) -> Pattern {
        let start = current.span.start
        var names: [(text: String, end: Int)] = [(advance().text, previousEnd)]
        while consume(.period) {
            names.append((try expectName(Msg.Syntax.memberName, allowKeywords: true).text, previousEnd))
        }
        let name = names.removeLast().text
        let type = TypeRef(.named(path: names.map(\.text), generics: []), span: Span(start, names.last?.end ?? start))
        let payload = try parsePayloadPatterns(binding: binding)
        return Pattern(.enumCase(type: type, name: name, payload: payload), span: Span(start, previousEnd))
    }

    /// The `( … )` after a case name, if it is on the same line.
    private mutating func parsePayloadPatterns(binding: Bool) throws(ParseError) -> [PatternElement]? {
        guard at(.leftParen), !current.newlineBefore else { return nil }
        return try parsePatternElements(binding: binding)
    }

    /// `(a, label: let b, _)`.
    private mutating func parsePatternElements(binding: Bool) throws(ParseError) -> [PatternElement] {
        let open = advance()
        var elements: [PatternElement] = []
        while !at(.rightParen), !at(.endOfFile), !groupInterrupted {
            var label: String?
            if at(.identifier) || at(.keyword), peek().kind == .colon {
                label = advance().text
                advance()
            }
            elements.append(PatternElement(label: label, pattern: try parsePattern(binding: binding)))
            guard consume(.comma) else { break }
        }
        try expectClosing(.rightParen, opener: open)
        return elements
    }

    private func startsUppercase(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }
}
