import Messages

/// Operands and their postfix chains: literals, names, `.member`, calls, subscripts, optional
/// chaining, force unwrap, tuples, collections and closures.
extension Parser {
    /// A primary expression followed by `.name`, `(…)`, `[…]`, `?`, `!` and trailing closures.
    /// A chain containing `?` is wrapped in `optionalEvaluation`, which turns nil into the
    /// chain's result as soon as any `bindOptional` inside it finds nil.
    mutating func parsePostfix() throws(ParseError) -> Expr {
        var expression = try parsePrimary()
        let start = expression.span.start
        var isOptionalChain = false
        while true {
            let token = current
            if token.kind == .period {
                // A `.member` on a new line continues the chain, as in Swift.
                advance()
                guard at(.identifier) || at(.keyword) || at(.integer) else { throw expected(Msg.Syntax.memberName) }
                let name = advance().text
                expression = Expr(.member(expression, name), span: Span(start, previousEnd))
            } else if token.kind == .leftParen, !token.newlineBefore, let labels = compoundNameLabels() {
                expression = compoundNameReference(expression, labels, span: Span(start, previousEnd))
            } else if token.kind == .leftParen, !token.newlineBefore {
                let arguments = try parseArguments()
                expression = Expr(.call(expression, arguments), span: Span(start, previousEnd))
            } else if token.kind == .leftBracket, !token.newlineBefore {
                let arguments = try parseArguments()
                if arguments.count == 1, arguments[0].label == "keyPath" {
                    // `p[keyPath: kp]`: the key path, a function, applied to the value.
                    if at(.oper), current.text.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(current.text) {
                        throw error(Msg.Syntax.notInSubset(Msg.Syntax.keyPathAssignment))
                    }
                    expression = Expr(.call(arguments[0].value, [Argument(label: nil, value: expression)]), span: Span(start, previousEnd))
                    continue
                }
                expression = Expr(.subscriptAccess(expression, arguments), span: Span(start, previousEnd))
            } else if token.isOperator("?"), token.leftBound {
                advance()
                isOptionalChain = true
                expression = Expr(.bindOptional(expression), span: Span(start, previousEnd))
            } else if token.isOperator("!"), token.leftBound {
                advance()
                expression = Expr(.forceUnwrap(expression), span: Span(start, previousEnd))
            } else if token.kind == .leftBrace, allowTrailingClosure || isTrailingClosureBeforeBody(), !token.newlineBefore,
                      !isAccessorBlockAhead() {
                var closures = [Argument(label: nil, value: try parseClosure())]
                // Multiple trailing closures: `dos(4) { … } no: { … }`.
                while at(.identifier), !current.newlineBefore, peek().kind == .colon, peek(2).kind == .leftBrace {
                    let label = advance().text
                    advance()
                    closures.append(Argument(label: label, value: try parseClosure()))
                }
                if case .call(let callee, let arguments) = expression.kind {
                    expression = Expr(.call(callee, arguments + closures), span: Span(start, previousEnd))
                } else {
                    expression = Expr(.call(expression, closures), span: Span(start, previousEnd))
                }
            } else if token.text == "...", token.kind == .oper, token.leftBound, !token.rightBound {
                // `5...`: a range with no upper bound.
                advance()
                expression = Expr(.range(expression, Expr.missingBound(at: previousEnd), closed: true),
                                  span: Span(start, previousEnd))
            } else if token.kind == .oper, token.leftBound, !token.rightBound, operators.postfix.contains(token.text) {
                // `n++` of a `postfix operator ++` the program declares.
                advance()
                expression = Expr(.prefix(operator: Expr.postfixOperator(token.text), expression), span: Span(start, previousEnd))
            } else if token.kind == .oper, token.leftBound, !token.rightBound, token.text != "?", token.text != "!" {
                throw error(Msg.Syntax.postfixOperator(token.text))
            } else {
                break
            }
        }
        return isOptionalChain ? Expr(.optionalEvaluation(expression), span: expression.span) : expression
    }

    mutating func parsePrimary() throws(ParseError) -> Expr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            if token.integerValue == nil, let wide = token.wideIntegerValue { return Expr(.wideIntegerLiteral(wide), span: token.span) }
            return Expr(.integerLiteral(token.integerValue ?? 0), span: token.span)
        case .float:
            advance()
            return Expr(.floatLiteral(token.floatValue ?? 0), span: token.span)
        case .string:
            advance()
            var segments: [StringSegment] = []
            for part in token.stringParts {
                switch part {
                case .text(let text): segments.append(.text(text))
                case .interpolation(let start, let end):
                    segments.append(.interpolation(parseInterpolation(start: start, end: end)))
                }
            }
            return Expr(.stringLiteral(segments), span: token.span)
        case .identifier:
            advance()
            if let generics = speculateGenericArguments() {
                let type = TypeRef(.named(path: [token.text], generics: generics), span: Span(token.span.start, previousEnd))
                return Expr(.typeExpression(type), span: type.span)
            }
            // `Int?.self`: the optional type as a value (a variable's name rarely starts uppercase).
            if token.text.first?.isUppercase == true, atOperator("?"), current.leftBound, peek().kind == .period,
               peek(2).text == "self" {
                advance()
                let named = TypeRef(.named(path: [token.text], generics: []), span: token.span)
                let type = TypeRef(.optional(named), span: Span(token.span.start, previousEnd))
                return Expr(.typeExpression(type), span: type.span)
            }
            if token.text.hasPrefix("$"), !anonymousArity.isEmpty, token.text.count > 1,
               token.text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
                // The closure takes as many arguments as its highest `$n` says: a huge `n` would
                // name millions of them (or overflow), so it stops here, at swiftc's line.
                if let last = firstAnonymousUse.last, last == nil { firstAnonymousUse[firstAnonymousUse.count - 1] = token }
                if let index = Int(token.text.dropFirst()), index < Self.anonymousArgumentLimit {
                    anonymousArity[anonymousArity.count - 1] = max(anonymousArity[anonymousArity.count - 1], index + 1)
                } else {
                    report(Msg.Syntax.anonymousArgumentTooLarge, at: token)
                }
            }
            return Expr(.identifier(token.text), span: token.span)
        case .keyword:
            return try parseKeywordPrimary()
        case .period:
            // `.listo`, `.cargar(id: 7)`: the type comes from the context.
            advance()
            let name = try expectName(Msg.Syntax.memberName, allowKeywords: true)
            return Expr(.implicitMember(name.text), span: Span(token.span.start, previousEnd))
        case .leftParen:
            let arguments = try parseArguments()
            if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
            return Expr(.tuple(arguments), span: Span(token.span.start, previousEnd))
        case .leftBracket:
            if let type = speculateCollectionType() { return Expr(.typeExpression(type), span: type.span) }
            return try parseCollectionLiteral()
        case .leftBrace:
            guard allowTrailingClosure else { throw expected(Msg.Syntax.expression) }
            return try parseClosure()
        case .oper, .rightParen, .rightBrace, .rightBracket, .comma, .colon, .semicolon, .at, .arrow,
             .unknown, .endOfFile:
            throw expected(Msg.Syntax.expression)
        }
    }

    private mutating func parseKeywordPrimary() throws(ParseError) -> Expr {
        let token = current
        switch token.text {
        case "true", "false":
            advance()
            return Expr(.booleanLiteral(token.text == "true"), span: token.span)
        case "nil":
            advance()
            return Expr(.nilLiteral, span: token.span)
        case "self":
            advance()
            return Expr(.selfExpression, span: token.span)
        case "Self", "Any", "super":
            advance()
            return Expr(.identifier(token.text), span: token.span)
        case "init":
            // `init(…)` inside an initializer delegating to another one.
            advance()
            return Expr(.identifier("init"), span: token.span)
        case "if", "switch":
            // `let s = switch e { … }` (Swift 5.9) runs as a closure called at once, whose body is
            // the statement; the checker types it as a value (see `ClosureSignature.isBranchValue`).
            // Swift takes one only after `=`, `return` or `throw`.
            let before = index > 0 ? tokens[index - 1] : token
            guard before.isOperator("=") || before.isKeyword("return") || before.isKeyword("throw") else {
                throw error(Msg.Syntax.notInSubset(Msg.Syntax.controlFlowExpression(token.text)))
            }
            try descend()
            defer { depth -= 1 }
            let statement = token.text == "if" ? try parseIf() : try parseSwitch()
            let closure = Expr(.closure(parameters: [], body: [statement], signature: ClosureSignature(isBranchValue: true)),
                               span: statement.span)
            return Expr(.call(closure, []), span: statement.span)
        default:
            throw expected(Msg.Syntax.expression)
        }
    }

    /// `( … )` or `[ … ]` argument lists: `label: value`, `&x`, trailing comma allowed.
    /// The opener is the current token.
    /// `(describing:)`, `(_:_:)` after a function's name: the labels of a reference to it, consumed
    /// with the parentheses; nil (nothing consumed) when the parentheses hold arguments.
    mutating func compoundNameLabels() -> [String?]? {
        var ahead = 1
        var labels: [String?] = []
        while peek(ahead).kind == .identifier || peek(ahead).kind == .keyword, peek(ahead + 1).kind == .colon {
            labels.append(peek(ahead).text == "_" ? nil : peek(ahead).text)
            ahead += 2
        }
        guard !labels.isEmpty, peek(ahead).kind == .rightParen else { return nil }
        for _ in 0...ahead { advance() }
        return labels
    }

    /// `String.init(describing:)` as a value: the closure `{ String(describing: $0) }` that calls it.
    func compoundNameReference(_ function: Expr, _ labels: [String?], span: Span) -> Expr {
        var callee = function
        if case .member(let base, "init") = function.kind { callee = base }
        let parameters = labels.indices.map { "$\($0)" }
        let arguments = zip(labels, parameters).map { Argument(label: $0, value: Expr(.identifier($1), span: span)) }
        let call = Expr(.call(callee, arguments), span: span)
        return Expr(.closure(parameters: parameters, body: [Stmt(.expression(call), span: span)]), span: span)
    }

    mutating func parseArguments() throws(ParseError) -> [Argument] {
        let open = advance()
        let closer: Token.Kind = open.kind == .leftParen ? .rightParen : .rightBracket
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        var arguments: [Argument] = []
        while !at(closer), !at(.endOfFile), !groupInterrupted {
            var label: String?
            if at(.identifier) || at(.keyword), peek().kind == .colon {
                label = advance().text
                advance()
            }
            if closer == .rightBracket, current.isOperator("..."), peek().kind == closer {
                // `xs[...]`: the whole collection.
                arguments.append(Argument(label: label, value: Expr.unboundedRange(advance().span)))
                break
            }
            arguments.append(Argument(label: label == "_" ? nil : label, value: try parseExpression()))
            guard consume(.comma) else { break }
        }
        try expectClosing(closer, opener: open)
        return arguments
    }

    /// `[Int]()`, `[String: Int]()`: a collection type used as a value, recognised when a `(`
    /// follows the `]` directly. Otherwise nothing is consumed and it is a literal.
    private mutating func speculateCollectionType() -> TypeRef? {
        let saved = (index, tokens)
        // `[Int](…)` makes one; `[Character].self` names the type.
        if let type = try? parseType(), at(.leftParen) && current.leftBound || at(.period) && peek().isKeyword("self") {
            switch type.kind {
            case .array, .dictionary: return type
            case .named, .optional, .tuple, .function: break
            }
        }
        (index, tokens) = saved
        return nil
    }

    /// `[1, 2]`, `[:]`, `["a": 1, "b": 2]`.
    private mutating func parseCollectionLiteral() throws(ParseError) -> Expr {
        let open = advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        if consume(.colon) {
            try expectClosing(.rightBracket, opener: open)
            return Expr(.dictionaryLiteral([]), span: Span(open.span.start, previousEnd))
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        var isDictionary = false
        while !at(.rightBracket), !at(.endOfFile), !groupInterrupted {
            let first = try parseExpression()
            if elements.isEmpty, consume(.colon) {
                isDictionary = true
                pairs.append((key: first, value: try parseExpression()))
            } else if isDictionary {
                throw expected(Msg.Syntax.token(":"))
            } else {
                elements.append(first)
            }
            guard consume(.comma) else { break }
        }
        try expectClosing(.rightBracket, opener: open)
        let span = Span(open.span.start, previousEnd)
        return isDictionary ? Expr(.dictionaryLiteral(pairs), span: span) : Expr(.arrayLiteral(elements), span: span)
    }

    /// `{ a, b in … }`, `{ (a: Int) -> Int in … }`, `{ [weak self] in … }`, `{ $0 + 1 }`.
    mutating func parseClosure() throws(ParseError) -> Expr {
        try descend()
        defer { depth -= 1 }
        let open = advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        var parameters: [String] = []
        var signature = ClosureSignature()
        let signatureStart = (index, tokens)
        var hasSignature = false
        if let written = try? parseClosureSignature() {
            (parameters, signature) = written
            hasSignature = true
        } else {
            (index, tokens) = signatureStart
        }
        anonymousArity.append(0)
        firstAnonymousUse.append(nil)
        let body = parseStatements()
        // `{ $1 - $0 }` takes two arguments: named `$0`, `$1`, as if written `{ $0, $1 in … }`.
        let arity = anonymousArity.removeLast()
        // `{ n in $0 * 2 }`: swiftc refuses `$0` once the closure names its parameters.
        if let first = firstAnonymousUse.removeLast(), hasSignature, !parameters.isEmpty {
            report(Msg.Syntax.anonymousWithNamedParameters(parameters[0]), at: first)
        }
        if !hasSignature { parameters = (0..<arity).map { "$\($0)" } }
        try expectClosing(.rightBrace, opener: open)
        signature.mentionedNames = names(from: open.span.start, to: previousEnd)
        return Expr(.closure(parameters: parameters, body: body, signature: signature), span: Span(open.span.start, previousEnd))
    }

    /// `[weak self, x, total = a + b]`: the capture list at `[`, entry by entry.
    private mutating func parseCaptureList() throws(ParseError) -> [CaptureEntry] {
        let open = advance()
        var entries: [CaptureEntry] = []
        while !at(.rightBracket), !at(.endOfFile) {
            var ownership = CaptureEntry.Ownership.strong
            if at(.identifier), current.text == "weak" || current.text == "unowned",
               peek().kind == .identifier || peek().isKeyword("self") || peek().kind == .leftParen {
                ownership = advance().text == "weak" ? .weak : .unowned
                // `unowned(safe)`, `unowned(unsafe)`: lesson keeps no difference between them.
                if ownership == .unowned, at(.leftParen) { skipGroup() }
            }
            let name = atKeyword("self") ? advance() : try expectName()
            var value: Expr? = nil
            if atOperator("=") {
                advance()
                value = try parseExpression()
            }
            entries.append(CaptureEntry(ownership: ownership, name: name.text, nameOffset: name.span.start, value: value))
            guard consume(.comma) else { break }
        }
        try expectClosing(.rightBracket, opener: open)
        return entries
    }

    /// Every name written between `start` and `end` (in strings and interpolations too: a
    /// name more is harmless, one less would leave the closure without a variable it uses).
    private func names(from start: Int, to end: Int) -> [String] {
        let bytes = source.utf8
        var found: Set<String> = []
        var offset = start
        let upper = min(end, bytes.count)
        func isNamePart(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        while offset < upper {
            guard isNamePart(bytes[offset]) else { offset += 1; continue }
            let first = offset
            while offset < upper, isNamePart(bytes[offset]) { offset += 1 }
            found.insert(String(decoding: bytes[first..<offset], as: UTF8.self))
        }
        return found.sorted()
    }

    /// The part of a closure before `in`; throws (and is undone) when there is none.
    private mutating func parseClosureSignature() throws(ParseError) -> ([String], ClosureSignature) {
        let captureStart = index
        var signature = ClosureSignature()
        if at(.leftBracket) { signature.captures = try parseCaptureList() }
        signature.capturesSelf = tokens[captureStart..<index].contains { $0.isKeyword("self") }
        var names: [String] = []
        if at(.leftParen) {
            let open = advance()
            while at(.identifier) {
                names.append(advance().text)
                if at(.identifier) { names[names.count - 1] = advance().text }
                signature.parameterTypes.append(consume(.colon) ? try parseType() : nil)
                guard consume(.comma) else { break }
            }
            try expectClosing(.rightParen, opener: open)
        } else {
            while at(.identifier) {
                names.append(advance().text)
                guard consume(.comma) else { break }
            }
        }
        skipEffects()
        if consume(.arrow) { signature.result = try parseType() }
        guard consumeKeyword("in") else { throw expected(Msg.Syntax.token("in")) }
        if signature.parameterTypes.allSatisfy({ $0 == nil }) { signature.parameterTypes = [] }
        return (names, signature)
    }
}

extension Parser {
    /// `for x in xs.filter { $0 > 1 } { … }`: where a `{` opens a body, a closure followed by
    /// another `{` (or by `where`, or `,`) is still a trailing closure, as swiftc reads it (it
    /// only warns that it is confusable with the body).
    func isTrailingClosureBeforeBody() -> Bool {
        guard at(.leftBrace) else { return false }
        var depth = 0
        var ahead = 0
        while true {
            let token = peek(ahead)
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 {
                    let next = peek(ahead + 1)
                    return next.kind == .leftBrace || next.kind == .comma || next.isKeyword("where")
                }
            case .endOfFile: return false
            default: break
            }
            ahead += 1
        }
    }
}
