import Messages

/// Statements: the top level, blocks, control flow and `switch`.
extension Parser {
    // MARK: - Statement lists

    /// The whole input. A stray `}` here closes nothing: it is reported and skipped.
    mutating func parseTopLevel() -> [Stmt] {
        var statements: [Stmt] = []
        while !at(.endOfFile) {
            if at(.rightBrace) {
                report(Msg.Syntax.unexpected(current.quoted), at: current)
                advance()
                continue
            }
            statements += parseStatementRecovering()
        }
        return statements
    }

    /// Statements up to the `}` of the enclosing block (not consumed), or up to the next `case`
    /// label inside a switch.
    mutating func parseStatements(stopAtCaseLabel: Bool = false) -> [Stmt] {
        var statements: [Stmt] = []
        while !at(.endOfFile), !at(.rightBrace) {
            if stopAtCaseLabel, atCaseLabel { break }
            statements += parseStatementRecovering()
        }
        return statements
    }

    /// One statement; on error, the problem is recorded and the rest of the statement skipped.
    mutating func parseStatementRecovering() -> [Stmt] {
        let start = index
        let enclosing = statementStart
        statementStart = start
        defer { statementStart = enclosing }
        do throws(ParseError) {
            let statements = try parseStatement()
            endStatement()
            return statements
        } catch {
            report(error)
            synchronize(from: start)
            return []
        }
    }

    /// After a statement: a `;`, a line break, or the end of the block must follow.
    mutating func endStatement() {
        if consume(.semicolon) {
            while consume(.semicolon) {}
            return
        }
        // `case .a: f() case .b: g()` on one line is valid Swift: a label ends the statement.
        if at(.rightBrace) || at(.endOfFile) || current.newlineBefore || atCaseLabel { return }
        switch current.kind {
        case .rightParen, .rightBracket, .comma, .colon, .arrow, .period, .unknown:
            report(Msg.Syntax.unexpected(current.quoted), at: current)
            synchronize(from: index)
        case .identifier, .keyword, .integer, .float, .string, .oper, .leftParen, .leftBrace, .leftBracket,
             .semicolon, .at, .rightBrace, .endOfFile:
            // swiftc points just after the statement that ended, where the `;` would go.
            record(Problem(offset: previousEnd, message: Msg.Syntax.consecutiveStatements))
        }
    }

    mutating func parseStatement() throws(ParseError) -> [Stmt] {
        let first = current
        if first.kind == .keyword {
            switch first.text {
            case "if": return [try parseIf()]
            case "guard": return [try parseGuard()]
            case "while": return [try parseWhile()]
            case "repeat": return [try parseRepeat()]
            case "for": return [try parseFor()]
            case "switch": return [try parseSwitch()]
            case "do": return [try parseDo()]
            case "return": return [try parseReturn()]
            case "break", "continue", "fallthrough":
                advance()
                if first.text != "fallthrough", at(.identifier), !current.newlineBefore {
                    let label = advance()
                    return [Stmt(.labeledJump(isBreak: first.text == "break", label: label.text),
                                 span: Span(first.span.start, label.span.end))]
                }
                let kind: Stmt.Kind = first.text == "break" ? .breakStatement
                    : first.text == "continue" ? .continueStatement : .fallthroughStatement
                return [Stmt(kind, span: first.span)]
            case "case":
                throw error(Msg.Syntax.caseOutsideSwitch)
            case "throw":
                advance()
                let value = try parseExpression()
                return [Stmt(.throwStatement(value), span: Span(first.span.start, previousEnd))]
            case "defer":
                advance()
                let body = try parseBlock()
                return [Stmt(.deferStatement(body), span: Span(first.span.start, previousEnd))]
            default:
                break
            }
        }
        // `externo: for …`: a label names the statement for `break` and `continue`.
        if first.kind == .identifier, peek().kind == .colon,
           ["for", "while", "repeat", "switch", "if", "do"].contains(where: { peek(2).isKeyword($0) }) {
            advance()
            advance()
            guard let labeled = try parseStatement().first else { throw expected(Msg.Syntax.expression) }
            return [Stmt(.labeled(first.text, labeled), span: Span(first.span.start, previousEnd))]
        }
        if atDeclarationStart() {
            return try parseDeclaration().map { Stmt(.declaration($0), span: Parser.span(of: $0)) }
        }
        let expression = try parseExpression()
        return [Stmt(.expression(expression), span: expression.span)]
    }

    /// `{ … }` with its own statements.
    mutating func parseBlock() throws(ParseError) -> Block {
        try descend()
        defer { depth -= 1 }
        let open = try expect(.leftBrace, Msg.Syntax.token("{"))
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        let statements = parseStatements()
        try expectClosing(.rightBrace, opener: open)
        return Block(statements: statements, span: Span(open.span.start, previousEnd))
    }

    // MARK: - Conditions

    /// `if`/`guard`/`while` conditions, separated by commas; `{` here opens the body.
    mutating func parseConditions() throws(ParseError) -> [Condition] {
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            conditions.append(try parseCondition())
        } while consume(.comma)
        return conditions
    }

    /// `= value` after a condition's pattern (`case .x(let a) = e`, `let (a, b) = par`).
    private mutating func casePatternCondition(_ pattern: Pattern, from first: Token) throws(ParseError) -> Condition {
        guard atOperator("=") else { throw expected(Msg.Syntax.token("=")) }
        advance()
        let value = try parseExpression()
        return .casePattern(pattern, value: value, span: Span(first.span.start, previousEnd))
    }

    private mutating func parseCondition() throws(ParseError) -> Condition {
        let first = current
        if atKeyword("let") || atKeyword("var"), peek().kind == .leftParen {
            // `guard let (v, hora) = d.removeValue(forKey: k)`: the pair inside the optional, as
            // `case let (v, hora)? = …` matches it.
            advance()
            let start = current.span.start
            let inner = try parsePattern(binding: true)
            let pattern = Pattern(.valueBinding(isLet: first.text == "let", Pattern(.optionalSome(inner), span: Span(start, previousEnd))),
                                  span: Span(first.span.start, previousEnd))
            return try casePatternCondition(pattern, from: first)
        }
        if atKeyword("let") || atKeyword("var") {
            advance()
            // `guard let self else { return }`: the instance a `[weak self]` closure holds, if it lives.
            let isSelf = atKeyword("self")
            let name = isSelf ? advance() : try expectName()
            if consume(.colon) { _ = try parseType() }
            guard atOperator("=") else {
                // `if let x`: shorthand for `if let x = x`.
                return .optionalBinding(isLet: first.text == "let", name: name.text,
                                        value: Expr(isSelf ? .selfExpression : .identifier(name.text), span: name.span),
                                        span: Span(first.span.start, previousEnd))
            }
            advance()
            let value = try parseExpression()
            return .optionalBinding(isLet: first.text == "let", name: name.text, value: value,
                                    span: Span(first.span.start, previousEnd))
        }
        if consumeKeyword("case") {
            return try casePatternCondition(try parsePattern(binding: false), from: first)
        }
        return .expression(try parseExpression())
    }

    // MARK: - Control flow

    mutating func parseIf() throws(ParseError) -> Stmt {
        let keyword = advance()
        let conditions = try parseConditions()
        let then = try parseBlock()
        var otherwise: ElseClause?
        if consumeKeyword("else") {
            otherwise = atKeyword("if") ? .elseIf(try parseIf()) : .block(try parseBlock())
        }
        return Stmt(.ifStatement(conditions: conditions, then: then, otherwise: otherwise),
                    span: Span(keyword.span.start, previousEnd))
    }

    private mutating func parseGuard() throws(ParseError) -> Stmt {
        let keyword = advance()
        let conditions = try parseConditions()
        guard consumeKeyword("else") else { throw expected(Msg.Syntax.elseAfterGuard) }
        let otherwise = try parseBlock()
        return Stmt(.guardStatement(conditions: conditions, otherwise: otherwise),
                    span: Span(keyword.span.start, previousEnd))
    }

    private mutating func parseWhile() throws(ParseError) -> Stmt {
        let keyword = advance()
        let conditions = try parseConditions()
        let body = try parseBlock()
        return Stmt(.whileLoop(conditions: conditions, body: body), span: Span(keyword.span.start, previousEnd))
    }

    private mutating func parseRepeat() throws(ParseError) -> Stmt {
        let keyword = advance()
        let body = try parseBlock()
        guard consumeKeyword("while") else { throw expected(Msg.Syntax.whileAfterRepeat) }
        let condition = try parseConditionExpression()
        return Stmt(.repeatWhile(body: body, condition: condition), span: Span(keyword.span.start, previousEnd))
    }

    /// An expression where `{` would open a body: no trailing closures.
    mutating func parseConditionExpression() throws(ParseError) -> Expr {
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        return try parseExpression()
    }

    /// `for x in xs`, `for (i, x) in …`, `for case let .a(x) in …`, with an optional `where`.
    private mutating func parseFor() throws(ParseError) -> Stmt {
        let keyword = advance()
        var pattern = consumeKeyword("case") ? try parsePattern(binding: false) : try parsePattern(binding: true)
        // `for e: Evento in …`: the written type gives the sequence its context.
        if consume(.colon) {
            let type = try parseType()
            pattern = Pattern(.typed(pattern, type), span: Span(pattern.span.start, type.span.end))
        }
        guard consumeKeyword("in") else { throw expected(Msg.Syntax.inAfterForPattern) }
        let sequence = try parseConditionExpression()
        let whereClause = consumeKeyword("where") ? try parseConditionExpression() : nil
        let body = try parseBlock()
        return Stmt(.forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body),
                    span: Span(keyword.span.start, previousEnd))
    }

    private mutating func parseReturn() throws(ParseError) -> Stmt {
        let keyword = advance()
        let endsHere = current.newlineBefore || at(.rightBrace) || at(.semicolon) || at(.endOfFile)
        let value = endsHere ? nil : try parseExpression()
        return Stmt(.returnStatement(value), span: Span(keyword.span.start, previousEnd))
    }

    /// `do { … }`, or `do { … } catch pattern where guard { … } catch { … }`.
    private mutating func parseDo() throws(ParseError) -> Stmt {
        let keyword = advance()
        let body = try parseBlock()
        var catches: [CatchClause] = []
        while atKeyword("catch") {
            let start = advance().span.start
            var pattern: Pattern?
            if !at(.leftBrace), !atKeyword("where") {
                let saved = allowTrailingClosure
                allowTrailingClosure = false
                defer { allowTrailingClosure = saved }
                pattern = try parsePattern(binding: false)
            }
            let guardExpression = consumeKeyword("where") ? try parseConditionExpression() : nil
            let clause = try parseBlock()
            catches.append(CatchClause(pattern: pattern, guardExpression: guardExpression, body: clause,
                                       span: Span(start, previousEnd)))
        }
        if catches.isEmpty { return Stmt(.doBlock(body), span: Span(keyword.span.start, previousEnd)) }
        return Stmt(.doCatch(body, catches), span: Span(keyword.span.start, previousEnd))
    }

    // MARK: - Switch

    var atCaseLabel: Bool {
        atKeyword("case") || atKeyword("default") || (at(.at) && peek().isContextual("unknown"))
    }

    mutating func parseSwitch() throws(ParseError) -> Stmt {
        let keyword = advance()
        let subject = try parseConditionExpression()
        let open = try expect(.leftBrace, Msg.Syntax.token("{"))
        var cases: [SwitchCase] = []
        while !at(.rightBrace), !at(.endOfFile) {
            if atCaseLabel {
                if let switchCase = parseSwitchCase() { cases.append(switchCase) }
            } else {
                // Statements before the first label: report once, read them, drop them.
                report(Msg.Syntax.statementOutsideCase, at: current)
                _ = parseStatements(stopAtCaseLabel: true)
            }
        }
        try expectClosing(.rightBrace, opener: open)
        return Stmt(.switchStatement(SwitchStmt(subject: subject, cases: cases, span: Span(keyword.span.start, previousEnd))),
                    span: Span(keyword.span.start, previousEnd))
    }

    /// One `case …:` / `default:` / `@unknown default:` and its statements. A broken label is
    /// reported and its statements are still read (for their own errors), then dropped.
    private mutating func parseSwitchCase() -> SwitchCase? {
        let first = current
        let label: SwitchCase.Label
        do throws(ParseError) {
            label = try parseCaseLabel()
            try expect(.colon, Msg.Syntax.token(":"))
        } catch {
            report(error)
            synchronize(from: index)
            _ = parseStatements(stopAtCaseLabel: true)
            return nil
        }
        let labelSpan = Span(first.span.start, previousEnd)
        let body = parseStatements(stopAtCaseLabel: true)
        if body.isEmpty { report(Msg.Syntax.emptyCase, at: first) }
        return SwitchCase(label: label, body: body, labelSpan: labelSpan, span: Span(first.span.start, previousEnd))
    }

    private mutating func parseCaseLabel() throws(ParseError) -> SwitchCase.Label {
        if at(.at) {
            advance()
            advance()
            guard consumeKeyword("default") else { throw expected(Msg.Syntax.token("default")) }
            return .unknownDefault
        }
        if consumeKeyword("default") { return .defaultCase }
        advance()
        var items: [CaseItem] = []
        repeat {
            let start = current.span.start
            let pattern = try parsePattern(binding: false)
            let guardExpression = consumeKeyword("where") ? try parseExpression() : nil
            items.append(CaseItem(pattern: pattern, guardExpression: guardExpression, span: Span(start, previousEnd)))
        } while consume(.comma)
        return .items(items)
    }
}
