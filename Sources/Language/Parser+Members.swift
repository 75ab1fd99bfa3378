import Messages

/// Functions, initializers and properties (stored, computed, observed).
extension Parser {
    // MARK: - Functions

    mutating func parseFunction(_ modifiers: Modifiers) throws(ParseError) -> FunctionDecl {
        let keyword = advance()
        // An operator function (`static func == (…)`) is named by its operator.
        guard at(.identifier) || at(.oper) else { throw expected(Msg.Syntax.name) }
        let name = advance()
        var generics = parseGenericParameters()
        let parameters = try parseParameters()
        let effects = parseEffects()
        let result = consume(.arrow) ? try parseType() : nil
        parseWhereClause(into: &generics)
        let body = at(.leftBrace) ? try parseBlock() : nil
        var function = FunctionDecl(name: name.text, parameters: parameters, result: result, body: body,
                                    isStatic: modifiers.isStatic, isMutating: modifiers.isMutating,
                                    span: Span(keyword.span.start, previousEnd), nameSpan: name.span)
        function.genericParameters = generics
        function.isThrowing = effects.throwing
        function.isRethrowing = effects.rethrowing
        function.isOverride = modifiers.isOverride
        function.isFinal = modifiers.isFinal
        function.isDiscardableResult = modifiers.isDiscardableResult
        function.prefixModifier = modifiers.prefix
        function.isPostfix = modifiers.isPostfix
        function.access = modifiers.access
        // `func *** (…)` needs its `infix operator ***` (or `prefix operator`) somewhere, as in Swift.
        let declared = modifiers.prefix == nil ? operators.infix[name.text] != nil
            : modifiers.isPostfix ? operators.postfix.contains(name.text) : operators.prefix.contains(name.text)
        if name.kind == .oper, !declared {
            report(Msg.Syntax.operatorWithoutDeclaration, at: name)
        }
        return function
    }

    /// `deinit { … }`: kept as a method named `deinit`, a name no other member can have.
    mutating func parseDeinit() throws(ParseError) -> FunctionDecl {
        let keyword = advance()
        let body = try parseBlock()
        return FunctionDecl(name: "deinit", parameters: [], result: nil, body: body, isStatic: false, isMutating: false,
                            span: Span(keyword.span.start, previousEnd), nameSpan: keyword.span)
    }

    mutating func parseInit(_ modifiers: Modifiers, requirement: Bool = false) throws(ParseError) -> InitDecl {
        let keyword = advance()
        var isFailable = false
        if (atOperator("?") || atOperator("!")), current.leftBound {
            advance()
            isFailable = true
        }
        var generics = parseGenericParameters()
        let parameters = try parseParameters()
        let effects = parseEffects()
        parseWhereClause(into: &generics)
        let body: Block
        if requirement, !at(.leftBrace) {
            body = Block(statements: [], span: Span(previousEnd, previousEnd))
        } else {
            guard at(.leftBrace) else { throw error(Msg.Syntax.initWithoutBody) }
            body = try parseBlock()
        }
        var initializer = InitDecl(parameters: parameters, isFailable: isFailable, body: body,
                                   span: Span(keyword.span.start, previousEnd))
        initializer.isConvenience = modifiers.isConvenience
        initializer.isRequired = modifiers.isRequired
        initializer.isThrowing = effects.throwing
        initializer.isOverride = modifiers.isOverride
        initializer.access = modifiers.access
        return initializer
    }

    /// `async`, `throws`, `rethrows`, `throws(E)`: nothing throws or suspends in the subset.
    mutating func skipEffects() {
        while current.isContextual("async") || atKeyword("throws") || atKeyword("rethrows") {
            advance()
            if at(.leftParen), current.leftBound { skipGroup() }
        }
    }

    /// `(_ s: Estado, con evento: Evento, veces: Int = 1, total: inout Int)`.
    mutating func parseParameters() throws(ParseError) -> [Parameter] {
        let open = try expect(.leftParen, Msg.Syntax.token("("))
        var parameters: [Parameter] = []
        while !at(.rightParen), !at(.endOfFile), !groupInterrupted {
            let start = current.span.start
            skipAttributes()
            let first = try expectName(Msg.Syntax.parameter, allowKeywords: true)
            var name = first
            if at(.identifier) || at(.keyword) { name = advance() }
            try expect(.colon, Msg.Syntax.token(":"))
            let attributes = skipAttributes()
            var isInout = false
            while atKeyword("inout") || current.isContextual("borrowing") || current.isContextual("consuming")
                    || current.isContextual("sending") {
                isInout = isInout || current.text == "inout"
                advance()
            }
            var type = try parseType()
            if attributes.contains("escaping") { type.isEscaping = true }
            if attributes.contains("autoclosure") { type.isAutoclosure = true }
            let isVariadic = atOperator("...")
            if isVariadic {
                advance()
                type = TypeRef(.array(type), span: Span(type.span.start, previousEnd))
            }
            var defaultValue: Expr?
            if atOperator("=") {
                advance()
                defaultValue = try parseExpression()
            }
            var parameter = Parameter(label: first.text == "_" ? nil : first.text, name: name.text, type: type,
                                      isInout: isInout, defaultValue: defaultValue, span: Span(start, previousEnd))
            parameter.isVariadic = isVariadic
            parameters.append(parameter)
            guard consume(.comma) else { break }
        }
        try expectClosing(.rightParen, opener: open)
        return parameters
    }

    /// `@escaping`, `@Sendable`, `@MainActor` on a parameter or type.
    /// The names of the attributes skipped (`escaping` of `@escaping`).
    @discardableResult
    mutating func skipAttributes() -> [String] {
        var names: [String] = []
        while at(.at), peek().kind == .identifier {
            advance()
            names.append(advance().text)
            if at(.leftParen), current.leftBound { skipGroup() }
        }
        return names
    }

    // MARK: - Properties

    /// `let a = 1`, `var (x, y) = p`, `var a = 0, b = 0`, `var total: Int { … }`,
    /// `var x: Int = 0 { didSet { … } }`.
    mutating func parseVariables(_ modifiers: Modifiers) throws(ParseError) -> [VariableDecl] {
        let keyword = advance()
        var declarations: [VariableDecl] = []
        repeat {
            let start = declarations.isEmpty ? keyword.span.start : current.span.start
            let pattern = try parsePattern(binding: true)
            let type = consume(.colon) ? try parseType() : nil
            var declaration = VariableDecl(isLet: keyword.text == "let", isStatic: modifiers.isStatic, pattern: pattern,
                                           type: type, initializer: nil, getter: nil, setter: nil, didSet: nil,
                                           willSet: nil, span: Span(start, start))
            declaration.isLazy = modifiers.isLazy
            declaration.isWeak = modifiers.isWeak
            declaration.isOverride = modifiers.isOverride
            declaration.access = modifiers.access
            declaration.setterAccess = modifiers.setterAccess
            if atOperator("=") {
                advance()
                declaration.initializer = try parseExpression()
            }
            if at(.leftBrace), declaration.initializer == nil || isAccessorBlockAhead() {
                try parseAccessors(into: &declaration)
            }
            declaration.span = Span(start, previousEnd)
            declarations.append(declaration)
        } while consume(.comma)
        // `var ancho, alto: Double`: a name with neither type nor value takes the type written after it.
        var following: TypeRef?
        for i in declarations.indices.reversed() {
            let d = declarations[i]
            if let type = d.type { following = type; continue }
            if d.initializer != nil || d.getter != nil || d.didSet != nil || d.willSet != nil { following = nil; continue }
            declarations[i].type = following
        }
        return declarations
    }

    static let accessorWords: Set<String> = ["get", "set", "didSet", "willSet"]

    /// At `{` opening accessors (`{ get … }`, `{ didSet … }`) rather than a closure or a getter body.
    func isAccessorBlockAhead() -> Bool {
        guard at(.leftBrace) else { return false }
        var ahead = 1
        while peek(ahead).isContextual("mutating") || peek(ahead).isContextual("nonmutating") || peek(ahead).kind == .at {
            ahead += peek(ahead).kind == .at ? 2 : 1
        }
        let word = peek(ahead)
        let next = peek(ahead + 1)
        return word.kind == .identifier && Parser.accessorWords.contains(word.text)
            && (next.kind == .leftBrace || next.kind == .leftParen || next.kind == .rightBrace
                || (next.kind == .identifier && Parser.accessorWords.contains(next.text)))
    }

    /// `{ statements }` (a getter) or `{ get { … } set(v) { … } }` or `{ didSet { … } }`.
    mutating func parseAccessors(into declaration: inout VariableDecl) throws(ParseError) {
        guard isAccessorBlockAhead() else {
            declaration.getter = try parseBlock()
            return
        }
        try descend()
        defer { depth -= 1 }
        let open = advance()
        while !at(.rightBrace), !at(.endOfFile) {
            while current.isContextual("mutating") || current.isContextual("nonmutating") { advance() }
            skipAttributes()
            let word = try expectName(Msg.Syntax.accessorBody)
            switch word.text {
            case "get" where !at(.leftBrace):
                // `{ get set }` of a protocol's requirement: nothing to run.
                continue
            case "set" where !at(.leftBrace) && !at(.leftParen):
                declaration.requiresSetter = true
            case "get":
                declaration.getter = try parseBlock()
            case "set", "willSet", "didSet":
                var parameter = word.text == "set" ? "newValue" : word.text == "willSet" ? "newValue" : "oldValue"
                if at(.leftParen) {
                    let paren = advance()
                    parameter = try expectName().text
                    try expectClosing(.rightParen, opener: paren)
                }
                let body = try parseBlock()
                if word.text == "set" { declaration.setter = (parameter, body) }
                if word.text == "willSet" { declaration.willSet = body; declaration.newValueName = parameter }
                if word.text == "didSet" { declaration.didSet = body; declaration.oldValueName = parameter }
            default:
                throw error(Msg.Syntax.accessorBody, at: word)
            }
        }
        try expectClosing(.rightBrace, opener: open)
    }
}
