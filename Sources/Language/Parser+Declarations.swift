import Messages

/// Declarations: types, members, functions, properties. Attributes and other modifiers are read
/// and dropped, except the few the language needs (`static`, `mutating`, `final`, `indirect`)
/// and the access levels, which the checker enforces on members.
extension Parser {
    struct Modifiers {
        var isStatic = false
        var isMutating = false
        var isFinal = false
        var isIndirect = false
        var isOverride = false
        var isDiscardableResult = false
        var isConvenience = false
        var isRequired = false
        /// The `lazy` word, for `lazy let`, which swiftc refuses there.
        var lazyToken: Token?
        var isLazy = false
        var isWeak = false
        var prefix: Span?
        /// `postfix func ++`: `prefix` is then where `postfix` is written.
        var isPostfix = false
        var access = AccessLevel.internal
        var setterAccess: AccessLevel?
    }

    /// Contextual words that may precede a declaration.
    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "override", "lazy",
        "nonisolated", "isolated", "dynamic", "required", "convenience", "weak", "unowned", "mutating",
        "nonmutating", "indirect", "optional", "consuming", "borrowing", "distributed",
    ]

    static let declarationKeywords: Set<String> = [
        "let", "var", "func", "enum", "struct", "class", "extension", "init", "typealias", "protocol",
        "import", "subscript", "deinit", "operator", "associatedtype",
    ]

    /// Whether a declaration starts here, looking past attributes and modifiers.
    func atDeclarationStart() -> Bool {
        if at(.at) { return !peek().isContextual("unknown") }
        var ahead = 0
        while true {
            let token = peek(ahead)
            if Parser.isOperatorFunction(token, peek(ahead + 1)) || Parser.isOperatorDeclaration(token, peek(ahead + 1))
                || Parser.isPrecedenceGroup(token, peek(ahead + 1)) || Parser.isActor(token, peek(ahead + 1)) { return true }
            if token.kind == .identifier, Parser.modifierWords.contains(token.text) {
                let next = peek(ahead + 1)
                guard next.kind == .keyword || next.kind == .at || next.kind == .leftParen
                        || (next.kind == .identifier && Parser.modifierWords.contains(next.text)) else { return false }
                ahead += next.kind == .leftParen ? 4 : 1
            } else if token.isKeyword("static") {
                ahead += 1
            } else {
                return token.kind == .keyword && Parser.declarationKeywords.contains(token.text)
            }
        }
    }

    /// One declaration (several for `var a = 1, b = 2`; none for `import` or `protocol`).
    mutating func parseDeclaration(allowCases: Bool = false, inProtocol: Bool = false) throws(ParseError) -> [Decl] {
        let modifiers = try parseModifiers()
        if Parser.isOperatorDeclaration(current, peek()) { try parseOperatorDeclaration(); return [] }
        if Parser.isPrecedenceGroup(current, peek()) { try parsePrecedenceGroup(); return [] }
        if Parser.isActor(current, peek()) { throw error(Msg.Syntax.notInSubset("'actor'")) }
        let keyword = current
        guard keyword.kind == .keyword else { throw expected(Msg.Syntax.declaration) }
        switch keyword.text {
        case "let" where inProtocol, "var" where inProtocol:
            // A protocol's property says how it may be used: `var x: T { get }` or `{ get set }`.
            let name = peek()
            let variables = try parseVariables(modifiers)
            if keyword.text == "let" {
                report(Msg.Syntax.letInProtocol, at: name)
            } else if tokens[index - 1].kind != .rightBrace {
                report(Msg.Syntax.protocolPropertyWithoutAccessors, at: name)
            }
            return variables.map { .variable($0) }
        case "let", "var":
            if keyword.text == "let", let lazy = modifiers.lazyToken { report(Msg.Syntax.lazyLet, at: lazy) }
            return try parseVariables(modifiers).map { .variable($0) }
        case "func": return [.function(try parseFunction(modifiers))]
        case "init": return [.initializer(try parseInit(modifiers, requirement: inProtocol))]
        case "deinit": return [.function(try parseDeinit())]
        case "subscript": return try parseSubscript(modifiers).map { .function($0) }
        case "enum": return [.enumDecl(try parseEnum(modifiers))]
        case "struct": return [.structDecl(try parseStruct())]
        case "class": return [.classDecl(try parseClass(modifiers))]
        case "extension": return [.extensionDecl(try parseExtension())]
        case "typealias": return [.typeAlias(try parseTypeAlias())]
        case "case" where allowCases: return [.enumCase(try parseEnumCase(isIndirect: modifiers.isIndirect))]
        case "case": throw error(Msg.Syntax.caseOutsideSwitch)
        case "import":
            // `import Foundation`, `import struct Foo.Bar`: the rest of the line.
            advance()
            while !at(.endOfFile), !at(.semicolon), !at(.rightBrace), !current.newlineBefore { advance() }
            return []
        case "protocol": return [.protocolDecl(try parseProtocol())]
        case "associatedtype" where inProtocol:
            // `associatedtype Elemento`: a name the checker does not model (see `UnmodelledNames`).
            skipDeclaration()
            return []
        default:
            throw error(Msg.Syntax.notInSubset("'\(keyword.text)'"))
        }
    }

    /// `@Attr`, `@Attr(…)`, access levels, `private(set)`, `static`, `class func`, `mutating`…
    private mutating func parseModifiers() throws(ParseError) -> Modifiers {
        var modifiers = Modifiers()
        while true {
            if consume(.at) {
                let attribute = try expectName(allowKeywords: true)
                modifiers.isDiscardableResult = modifiers.isDiscardableResult || attribute.text == "discardableResult"
                while at(.period), peek().kind == .identifier { advance(); advance() }
                if at(.leftParen), current.leftBound { skipGroup() }
            } else if at(.identifier), Parser.modifierWords.contains(current.text),
                      peek().kind == .keyword || peek().kind == .at || peek().kind == .leftParen || peek().kind == .identifier {
                let token = advance()
                let word = token.text
                if word == "lazy" { modifiers.lazyToken = token }
                modifiers.isMutating = modifiers.isMutating || word == "mutating"
                modifiers.isFinal = modifiers.isFinal || word == "final"
                modifiers.isIndirect = modifiers.isIndirect || word == "indirect"
                modifiers.isOverride = modifiers.isOverride || word == "override"
                modifiers.isConvenience = modifiers.isConvenience || word == "convenience"
                modifiers.isRequired = modifiers.isRequired || word == "required"
                modifiers.isLazy = modifiers.isLazy || word == "lazy"
                modifiers.isWeak = modifiers.isWeak || word == "weak"
                if let level = AccessLevel(rawValue: word) {
                    // `private(set)` narrows the setter only.
                    if at(.leftParen), peek().isContextual("set") { modifiers.setterAccess = level } else { modifiers.access = level }
                }
                if at(.leftParen) { skipGroup() }
            } else if atKeyword("static") || (atKeyword("class") && ["func", "var", "let"].contains(peek().text)) {
                advance()
                modifiers.isStatic = true
            } else if Parser.isOperatorDeclaration(current, peek()) || Parser.isPrecedenceGroup(current, peek()) {
                // `public infix operator **`: the declaration reads it (see `parseDeclaration`).
                return modifiers
            } else if Parser.isOperatorFunction(current, peek()) {
                modifiers.isPostfix = current.text == "postfix"
                modifiers.prefix = advance().span
            } else {
                return modifiers
            }
        }
    }

    /// `infix operator <>`: a new operator, which lesson does not read.
    static func isOperatorDeclaration(_ token: Token, _ next: Token) -> Bool {
        token.kind == .identifier && ["infix", "prefix", "postfix"].contains(token.text) && next.isKeyword("operator")
    }

    /// `actor Banco { … }`: a declaration of the concurrency the subset leaves out.
    static func isActor(_ token: Token, _ next: Token) -> Bool {
        token.kind == .identifier && token.text == "actor" && next.kind == .identifier && !next.newlineBefore
    }

    /// `precedencegroup Potencia { … }`: the precedence of a new operator.
    static func isPrecedenceGroup(_ token: Token, _ next: Token) -> Bool {
        token.kind == .identifier && token.text == "precedencegroup" && next.kind == .identifier
    }

    /// `prefix func -` or `postfix func ++`: an operator of one operand declared by the program.
    static func isOperatorFunction(_ token: Token, _ next: Token) -> Bool {
        token.kind == .identifier && (token.text == "prefix" || token.text == "postfix") && next.isKeyword("func")
    }

    /// Skips a declaration the subset does not model: through its `{ … }` body, or to the end
    /// of its line when it has none.
    func skipDeclarationEnd() -> Bool { at(.endOfFile) || at(.rightBrace) || at(.semicolon) }

    mutating func skipDeclaration() {
        advance()
        while !skipDeclarationEnd(), !current.newlineBefore || at(.leftBrace) {
            if at(.leftBrace) { skipGroup(); return }
            skipGroup()
        }
    }

    // MARK: - Types

    private mutating func parseEnum(_ modifiers: Modifiers) throws(ParseError) -> EnumDecl {
        let keyword = advance()
        let name = try expectName().text
        var generics = parseGenericParameters()
        let inherits = try parseInheritance(generics: &generics)
        let members = try parseMembers(allowCases: true)
        var declaration = EnumDecl(name: name, isIndirect: modifiers.isIndirect, inherits: inherits, members: members,
                                   span: Span(keyword.span.start, previousEnd))
        declaration.genericParameters = generics
        return declaration
    }

    private mutating func parseStruct() throws(ParseError) -> StructDecl {
        let keyword = advance()
        let name = try expectName().text
        var generics = parseGenericParameters()
        let inherits = try parseInheritance(generics: &generics)
        let members = try parseMembers()
        var declaration = StructDecl(name: name, inherits: inherits, members: members, span: Span(keyword.span.start, previousEnd))
        declaration.genericParameters = generics
        return declaration
    }

    private mutating func parseClass(_ modifiers: Modifiers) throws(ParseError) -> ClassDecl {
        let keyword = advance()
        let name = try expectName().text
        var generics = parseGenericParameters()
        let inherits = try parseInheritance(generics: &generics)
        let members = try parseMembers()
        var declaration = ClassDecl(name: name, isFinal: modifiers.isFinal, inherits: inherits, members: members,
                                    span: Span(keyword.span.start, previousEnd))
        declaration.genericParameters = generics
        return declaration
    }

    private mutating func parseProtocol() throws(ParseError) -> ProtocolDecl {
        let keyword = advance()
        let name = try expectName().text
        let inherits = try parseInheritance()
        let members = try parseMembers(inProtocol: true)
        return ProtocolDecl(name: name, inherits: inherits, members: members, span: Span(keyword.span.start, previousEnd))
    }

    private mutating func parseExtension() throws(ParseError) -> ExtensionDecl {
        let keyword = advance()
        let extended = try parseType()
        var inherits: [TypeRef] = []
        if consume(.colon) {
            repeat { inherits += try parseConformances() } while consume(.comma)
        }
        let whereClause = parseRequirements()
        let members = try parseMembers()
        var declaration = ExtensionDecl(extendedType: extended, inherits: inherits, members: members,
                                        span: Span(keyword.span.start, previousEnd))
        declaration.whereClause = whereClause
        // `extension Sequence where Element: Numeric`: the library's protocol read as `Array`,
        // the sequence a learner calls it on (the checker refuses it on another).
        if case .named(let path, let generics) = extended.kind, path.count == 1, ["Sequence", "Collection"].contains(path[0]),
           generics.isEmpty, inherits.isEmpty, whereClause.allSatisfy({ $0.name == "Element" }) {
            declaration.extendedType = TypeRef(.named(path: ["Array"], generics: []), span: extended.span)
            declaration.libraryProtocol = path[0]
        }
        return declaration
    }

    private mutating func parseTypeAlias() throws(ParseError) -> TypeAliasDecl {
        let keyword = advance()
        let name = try expectName().text
        skipGenericParameters()
        guard atOperator("=") else { throw expected(Msg.Syntax.token("=")) }
        advance()
        let type = try parseType()
        return TypeAliasDecl(name: name, type: type, span: Span(keyword.span.start, previousEnd))
    }

    /// `: Equatable, Sendable` (and a `where` clause, skipped).
    private mutating func parseInheritance() throws(ParseError) -> [TypeRef] {
        var none: [GenericParameter] = []
        return try parseInheritance(generics: &none)
    }

    private mutating func parseInheritance(generics: inout [GenericParameter]) throws(ParseError) -> [TypeRef] {
        var inherits: [TypeRef] = []
        if consume(.colon) {
            repeat { inherits += try parseConformances() } while consume(.comma)
        }
        parseWhereClause(into: &generics)
        return inherits
    }

    /// `{ members }` of a type or extension; each member recovers on its own.
    private mutating func parseMembers(allowCases: Bool = false, inProtocol: Bool = false) throws(ParseError) -> [Decl] {
        try descend()
        defer { depth -= 1 }
        let open = try expect(.leftBrace, Msg.Syntax.token("{"))
        var members: [Decl] = []
        while !at(.rightBrace), !at(.endOfFile) {
            if consume(.semicolon) { continue }
            let start = index
            let enclosing = statementStart
            statementStart = start
            defer { statementStart = enclosing }
            do throws(ParseError) {
                guard atDeclarationStart() || (allowCases && (atKeyword("case") || current.isContextual("indirect")))
                else { throw expected(Msg.Syntax.declaration) }
                members += try parseDeclaration(allowCases: allowCases, inProtocol: inProtocol)
                endStatement()
            } catch {
                report(error)
                synchronize(from: start)
            }
        }
        try expectClosing(.rightBrace, opener: open)
        return members
    }

    /// `case a, b(x: Int, String), c = 3`.
    private mutating func parseEnumCase(isIndirect: Bool) throws(ParseError) -> EnumCaseDecl {
        let keyword = advance()
        var elements: [EnumCaseElement] = []
        repeat {
            let name = try expectName()
            var payload: [TupleTypeElement]?
            if at(.leftParen), !current.newlineBefore {
                payload = try parseTupleTypeElements(allowDefaults: true)
            }
            var rawValue: Expr?
            if atOperator("=") {
                advance()
                rawValue = try parseExpression()
            }
            elements.append(EnumCaseElement(name: name.text, payload: payload, rawValue: rawValue,
                                            span: Span(name.span.start, previousEnd)))
        } while consume(.comma)
        return EnumCaseDecl(elements: elements, isIndirect: isIndirect, span: Span(keyword.span.start, previousEnd))
    }

    /// `<T: Equatable, U>` after a declared name: generics are not modelled, so it is skipped.
    mutating func skipGenericParameters() {
        guard at(.oper), current.text.hasPrefix("<") else { return }
        var open = 0
        repeat {
            if at(.oper) {
                open += current.text.filter { $0 == "<" }.count - current.text.filter { $0 == ">" }.count
            }
            advance()
        } while open > 0 && !at(.endOfFile) && !at(.leftBrace) && !at(.rightBrace)
    }

    static func span(of declaration: Decl) -> Span {
        switch declaration {
        case .enumDecl(let d): return d.span
        case .structDecl(let d): return d.span
        case .classDecl(let d): return d.span
        case .extensionDecl(let d): return d.span
        case .function(let d): return d.span
        case .initializer(let d): return d.span
        case .variable(let d): return d.span
        case .enumCase(let d): return d.span
        case .typeAlias(let d): return d.span
        case .protocolDecl(let d): return d.span
        }
    }
}
