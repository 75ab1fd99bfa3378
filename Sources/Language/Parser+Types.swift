import Messages

/// Types as written: `Int`, `Perfil.ID`, `Task<Perfil, Error>`, `[Int]`, `[String: Int]`,
/// `(Int, b: Bool)`, `(Int) -> Bool`, `String?`.
extension Parser {
    mutating func parseType() throws(ParseError) -> TypeRef {
        let attributes = skipAttributes()
        var type = try parseUnattributedType()
        if attributes.contains("escaping") { type.isEscaping = true }
        if attributes.contains("autoclosure") { type.isAutoclosure = true }
        return type
    }

    private mutating func parseUnattributedType() throws(ParseError) -> TypeRef {
        try descend()
        defer { depth -= 1 }
        skipAttributes()
        // `some P`, `any P`, `inout T` inside a function type: only `inout` is kept, on the type.
        var isInout = false, isOpaque = false
        while (current.isContextual("some") || current.isContextual("any") || atKeyword("inout")
               || current.isContextual("sending")),
              peek().kind == .identifier || peek().kind == .keyword || peek().kind == .leftParen || peek().kind == .leftBracket {
            if atKeyword("inout") { isInout = true }
            if current.isContextual("some") { isOpaque = true }
            advance()
        }
        if isInout || isOpaque {
            var type = try parseType()
            type.isInout = type.isInout || isInout
            type.isOpaqueResult = type.isOpaqueResult || isOpaque
            return type
        }
        let start = current.span.start
        var type: TypeRef
        switch current.kind {
        case .leftParen:
            let elements = try parseTupleTypeElements(allowDefaults: false)
            let throwing = parseEffects().throwing
            if consume(.arrow) {
                let result = try parseType()
                var function = TypeRef(.function(parameters: elements.map(\.type), result: result), span: Span(start, previousEnd))
                function.isThrowing = throwing
                return function
            }
            if elements.count == 1, elements[0].label == nil {
                type = elements[0].type
            } else {
                type = TypeRef(.tuple(elements), span: Span(start, previousEnd))
            }
        case .leftBracket:
            let open = advance()
            let element = try parseType()
            if consume(.colon) {
                let value = try parseType()
                try expectClosing(.rightBracket, opener: open)
                type = TypeRef(.dictionary(key: element, value: value), span: Span(start, previousEnd))
            } else {
                try expectClosing(.rightBracket, opener: open)
                type = TypeRef(.array(element), span: Span(start, previousEnd))
            }
        case .identifier, .keyword:
            guard at(.identifier) || atKeyword("Self") || atKeyword("Any") else { throw expected(Msg.Syntax.typeName) }
            var path = [advance().text]
            var generics = try parseGenericArguments()
            while at(.period), peek().kind == .identifier || peek().kind == .keyword {
                advance()
                path.append(advance().text)
                generics += try parseGenericArguments()
            }
            type = TypeRef(.named(path: path, generics: generics), span: Span(start, previousEnd))
            // `KeyPath<Persona, Int>`: a key path is read as the function from its root to its value.
            if path.count == 1, ["KeyPath", "WritableKeyPath"].contains(path[0]), generics.count == 2 {
                type = TypeRef(.function(parameters: [generics[0]], result: generics[1]), span: Span(start, previousEnd))
            }
        case .integer, .float, .string, .oper, .rightParen, .leftBrace, .rightBrace, .rightBracket, .comma, .colon,
             .semicolon, .period, .at, .arrow, .unknown, .endOfFile:
            throw expected(Msg.Syntax.typeName)
        }
        // `T?`, `T??`, `T!` (read as an optional), `P & Q` (`Any`; a constraint keeps both).
        while true {
            if (atOperator("?") || atOperator("!")), current.leftBound {
                advance()
                type = TypeRef(.optional(type), span: Span(start, previousEnd))
            } else if at(.oper), current.leftBound, let first = current.text.first, first == "?" || first == "!",
                      current.text.dropFirst().allSatisfy({ "?!>".contains($0) }), current.text.contains(">") {
                // `Caja<Int?>?` after a split `>`: the lexer read `?>?` as one operator.
                type = TypeRef(.optional(type), span: Span(start, splitFirstCharacter()))
            } else if atOperator("&") {
                advance()
                let first = type
                composedParts = []
                let other = try parseType()
                composedParts = [first] + (composedParts.isEmpty ? [other] : composedParts)
                // `some Nombrable & Identificable`: a value the checker does not model by type.
                type = TypeRef(.named(path: ["Any"], generics: []), span: Span(start, previousEnd))
            } else if at(.arrow) {
                // `Int -> Bool` without parentheses: accepted as a one-parameter function.
                advance()
                let result = try parseType()
                return TypeRef(.function(parameters: [type], result: result), span: Span(start, previousEnd))
            } else {
                return type
            }
        }
    }

    /// `<A, B>` right after a type name (nothing when no `<` follows).
    mutating func parseGenericArguments() throws(ParseError) -> [TypeRef] {
        guard atOperator("<") else { return [] }
        advance()
        var arguments: [TypeRef] = []
        repeat { arguments.append(try parseType()) } while consume(.comma)
        guard consumeClosingAngle() else { throw expected(Msg.Syntax.token(">")) }
        return arguments
    }

    /// Consumes one `>`, splitting an operator such as `>>` or `>?` that the lexer read whole.
    mutating func consumeClosingAngle() -> Bool {
        guard at(.oper), current.text.hasPrefix(">") else { return false }
        if current.text == ">" {
            advance()
        } else {
            splitFirstCharacter()
        }
        return true
    }

    /// Takes the first character off the operator being looked at (`>` of `>>`, `?` of `?>?`),
    /// which the lexer read whole; the rest stays, bound to what was just read. Returns where
    /// the taken character ended.
    @discardableResult
    private mutating func splitFirstCharacter() -> Int {
        let end = current.span.start + 1
        tokens[index].text.removeFirst()
        tokens[index].span.start = end
        tokens[index].leftBound = true
        tokens[index].newlineBefore = false
        return end
    }

    /// `(label: T, U, _ name: V = default)`: a tuple type or an enum case's payload.
    mutating func parseTupleTypeElements(allowDefaults: Bool) throws(ParseError) -> [TupleTypeElement] {
        let open = try expect(.leftParen, Msg.Syntax.token("("))
        var elements: [TupleTypeElement] = []
        while !at(.rightParen), !at(.endOfFile), !groupInterrupted {
            var label: String?
            if (at(.identifier) || at(.keyword)), peek().kind == .colon {
                label = advance().text
                advance()
            } else if at(.identifier), peek().kind == .identifier, peek(2).kind == .colon {
                // `_ name: T` or `label name: T` in a payload: the first word is the label.
                label = advance().text
                advance()
                advance()
            }
            let type = try parseType()
            if allowDefaults, atOperator("=") {
                // Neither the checker nor the run time would fill it in: refused, rather than a missing argument later.
                throw error(Msg.Syntax.notInSubset(Msg.Syntax.payloadDefault), at: current)
            }
            elements.append(TupleTypeElement(label: label == "_" ? nil : label, type: type))
            guard consume(.comma) else { break }
        }
        try expectClosing(.rightParen, opener: open)
        return elements
    }

    /// Tries to read `<A, B>` as generic arguments after a name in an expression
    /// (`Task<Perfil, Error>`, `Optional<Destino>.none`); on failure nothing is consumed, and
    /// the `<` is then a comparison.
    mutating func speculateGenericArguments() -> [TypeRef]? {
        guard atOperator("<"), current.leftBound else { return nil }
        let saved = (index, tokens)
        if let arguments = try? parseGenericArguments() {
            let next = current
            switch next.kind {
            case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon, .semicolon, .endOfFile,
                 .leftBrace:
                return arguments
            case .identifier, .keyword, .integer, .float, .string, .oper, .leftBracket, .at, .arrow, .unknown:
                if next.newlineBefore { return arguments }
            }
        }
        (index, tokens) = saved
        return nil
    }
}
