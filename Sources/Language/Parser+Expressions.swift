import Messages

/// Binary expressions, by precedence climbing, and prefix operators. Whether an operator is
/// binary, prefix or postfix follows Swift's whitespace rule: binary when it touches both sides
/// or neither, prefix when it touches only what follows, postfix when only what precedes.
extension Parser {
    /// A whole expression, assignment and `?:` included.
    mutating func parseExpression() throws(ParseError) -> Expr {
        try descend()
        defer { depth -= 1 }
        return try parseBinary(minimum: .assignment)
    }

    /// Operands joined by operators of at least `minimum` precedence.
    mutating func parseBinary(minimum: Precedence) throws(ParseError) -> Expr {
        // Right-associative operators (`=`, `??`, `?:`) recurse here for their right side.
        try descend()
        defer { depth -= 1 }
        var left = try parseUnary()
        // `a + b + c …` grows a left-deep tree in this loop, not by recursion: each link costs a
        // level of nesting too, so the tree stays as shallow as the later stages need.
        var links = 0
        defer { depth -= links }
        // The group of the operator that built `left` in this loop (not inside parentheses).
        var joined: (precedence: Precedence, token: Token)?
        func link() throws(ParseError) {
            guard depth < Parser.maxDepth - 8 else { throw error(Msg.Syntax.tooManyOperators) }
            depth += 1
            links += 1
        }
        while true {
            let token = current
            let start = left.span.start
            if token.isKeyword("as") || token.isKeyword("is") {
                guard Precedence.casting >= minimum else { return left }
                advance()
                if token.text == "is" {
                    let type = try parseType()
                    left = Expr(.isType(left, type), span: Span(start, previousEnd))
                    try link()
                    continue
                }
                var kind = CastKind.plain
                if (atOperator("?") || atOperator("!")), current.leftBound {
                    kind = advance().text == "?" ? .conditional : .forced
                }
                let type = try parseType()
                left = Expr(.cast(left, type, kind), span: Span(start, previousEnd))
                try link()
                continue
            }
            guard token.kind == .oper, token.leftBound == token.rightBound else { return left }
            if token.text == "?" {
                // The ternary `c ? a : b`, right-associative.
                guard Precedence.ternary >= minimum else { return left }
                advance()
                let then = try parseExpression()
                try expect(.colon, Msg.Syntax.token(":"))
                let otherwise = try parseBinary(minimum: .ternary)
                left = Expr(.ternary(condition: left, then: then, otherwise: otherwise), span: Span(start, previousEnd))
                try link()
                continue
            }
            guard let info = operators.infix[token.text] else {
                throw error(Msg.Syntax.unknownOperator(token.text))
            }
            guard info.precedence >= minimum else { return left }
            // `a <> b <> c` in a group without associativity: Swift asks for parentheses.
            // swiftc names the first of the two.
            if let group = info.nonAssociativeGroup, let joined, joined.precedence == info.precedence {
                throw error(Msg.Syntax.nonAssociative(group), at: joined.token)
            }
            advance()
            // `estado = switch (estado, evento) { … }`: an `if` or a `switch` as the value assigned.
            let branchValue = token.text == "=" && (current.isKeyword("if") || current.isKeyword("switch"))
            if !startsOperand(current), !branchValue {
                throw expected(Msg.Syntax.operand(of: token.text))
            }
            let right = try parseBinary(minimum: info.rightAssociative ? info.precedence : info.precedence.tighter)
            left = Parser.combine(token.text, left, right, span: Span(start, previousEnd))
            joined = (info.precedence, token)
            try link()
        }
    }

    /// The node for `left op right`: assignments, `??` and ranges have their own.
    static func combine(_ spelling: String, _ left: Expr, _ right: Expr, span: Span) -> Expr {
        switch spelling {
        case "=", "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=", "<<=", ">>=", "&<<=", "&>>=", "&=", "|=", "^=":
            return Expr(.assignment(operator: spelling, target: left, value: right), span: span)
        case "??":
            return Expr(.nilCoalescing(left, right), span: span)
        case "...", "..<":
            return Expr(.range(left, right, closed: spelling == "..."), span: span)
        default:
            return Expr(.binary(operator: spelling, left, right), span: span)
        }
    }

    /// `-x`, `!x`, `&x`, `try`, `try?`, `try!`, and the dropped `await`.
    mutating func parseUnary() throws(ParseError) -> Expr {
        try descend()
        defer { depth -= 1 }
        let token = current
        if token.isKeyword("try") {
            advance()
            var kind = TryKind.plain
            if (atOperator("?") || atOperator("!")), current.leftBound {
                kind = current.text == "?" ? .optional : .forced
                advance()
            }
            // `try` covers the whole expression to its right, binary operators included.
            let operand = try parseBinary(minimum: .ternary)
            return Expr(.tryExpression(operand, kind), span: Span(token.span.start, previousEnd))
        }
        if token.isContextual("await"), !peek().newlineBefore, !peek().leftBound, startsOperand(peek()) {
            advance()
            return try parseUnary()
        }
        guard token.kind == .oper else { return try parsePostfix() }
        if token.text == "\\" { return try parseKeyPath() }
        if operators.infix[token.text] != nil, [.rightParen, .comma].contains(peek().kind) {
            // An operator used as a function: `reduce(0, +)`, `sorted(by: >)`, `(+)`.
            advance()
            return Expr(.identifier(token.text), span: token.span)
        }
        if token.text == "..." || token.text == "..<", !token.leftBound, startsOperand(peek()) {
            // `..<5`, `...5`: a range with no lower bound.
            advance()
            let operand = try parseBinary(minimum: Precedence.rangeFormation.tighter)
            return Expr(.range(Expr.missingBound(at: token.span.start), operand, closed: token.text == "..."),
                        span: Span(token.span.start, previousEnd))
        }
        if token.text == "&" {
            advance()
            let operand = try parseUnary()
            return Expr(.inoutArgument(operand), span: Span(token.span.start, previousEnd))
        }
        guard operators.prefix.contains(token.text) else {
            throw error(Msg.Syntax.expected(Msg.Syntax.expression, found: token.quoted))
        }
        advance()
        guard startsOperand(current), !current.newlineBefore else {
            throw error(Msg.Syntax.prefixOperatorWithoutOperand)
        }
        let operand = try parseUnary()
        return Expr(.prefix(operator: token.text, operand), span: Span(token.span.start, previousEnd))
    }

    /// Whether a token can begin an operand (so `await`/prefix operators have something to apply to).
    func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integer, .float, .string, .leftParen, .leftBracket, .leftBrace, .period, .oper:
            return true
        case .keyword:
            return ["self", "Self", "true", "false", "nil", "try", "super", "Any"].contains(token.text)
        case .rightParen, .rightBrace, .rightBracket, .comma, .colon, .semicolon, .at, .arrow, .unknown, .endOfFile:
            return false
        }
    }

    /// `\.count`, `\.perfil.nombre`, `\.0` (a tuple's element): where Swift takes a key path as a
    /// function, it is the closure `{ $0.count }`, so it is read as one.
    /// `\Persona.edad` names its root type: the closure's parameter is of it, and the value
    /// prints as the key path (`p[keyPath: kp]` is the call `kp(p)`).
    private mutating func parseKeyPath() throws(ParseError) -> Expr {
        let start = advance().span.start
        var signature = ClosureSignature()
        var text = "\\"
        if at(.identifier) {
            let root = advance()
            if atOperator("<") { throw error(Msg.Syntax.notInSubset(Msg.Syntax.genericKeyPathRoot)) }
            signature.parameterTypes = [TypeRef(.named(path: [root.text], generics: []), span: root.span)]
            text += root.text
        }
        var path = Expr(.identifier("$0"), span: Span(start, start))
        var isChain = false
        repeat {
            guard consume(.period), at(.identifier) || at(.keyword) || at(.integer) else { throw expected(Msg.Syntax.memberName) }
            let name = advance().text
            text += "." + name
            // `\.self`: the value itself (`map(\.self)`).
            if name == "self" { continue }
            path = Expr(.member(path, name), span: Span(start, previousEnd))
            // `\.dir?.ciudad`, `\.dir!.ciudad`: optional chaining along the path, as in an expression.
            while (atOperator("?") || atOperator("!")), current.leftBound {
                let unwrap = advance().text
                text += unwrap
                if unwrap == "?" { isChain = true }
                path = Expr(unwrap == "?" ? .bindOptional(path) : .forceUnwrap(path), span: Span(start, previousEnd))
            }
        } while at(.period) && !current.newlineBefore
        // swiftc prints the chain's end with its own `?`: `\Persona.dir?.ciudad?`.
        if isChain { path = Expr(.optionalEvaluation(path), span: path.span); text += "?" }
        if !signature.parameterTypes.isEmpty { signature.keyPathText = text }
        let span = Span(start, previousEnd)
        return Expr(.closure(parameters: ["$0"], body: [Stmt(.expression(path), span: span)], signature: signature), span: span)
    }
}
