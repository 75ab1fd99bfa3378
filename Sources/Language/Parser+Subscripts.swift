import Messages

/// `subscript(i: Int) -> T { … }` in a type or an extension, read only or with `get` and `set`:
/// kept as a method named `subscript` (the getter) and, when it has a setter, one named
/// `subscript(set)` whose last parameter is the new value. No other member can have these
/// names, and the checker and the interpreter reach them only through `x[…]`.
extension Parser {
    mutating func parseSubscript(_ modifiers: Modifiers) throws(ParseError) -> [FunctionDecl] {
        let keyword = advance()
        if modifiers.isStatic { throw error(Msg.Syntax.notInSubset(Msg.Syntax.staticSubscript), at: keyword) }
        guard parseGenericParameters().isEmpty else { throw error(Msg.Syntax.notInSubset(Msg.Syntax.genericSubscript), at: keyword) }
        var parameters = try parseParameters()
        // A subscript's parameters have no argument label unless it is written (`subscript(fila f: Int)`).
        for index in parameters.indices where parameters[index].label == parameters[index].name {
            parameters[index].label = nil
        }
        try expect(.arrow, Msg.Syntax.token("->"))
        let result = try parseType()
        var accessors = VariableDecl(isLet: false, isStatic: false, pattern: Pattern(.wildcard, span: keyword.span), type: result,
                                     initializer: nil, getter: nil, setter: nil, didSet: nil, willSet: nil, span: keyword.span)
        guard at(.leftBrace) else { throw expected(Msg.Syntax.token("{")) }
        try parseAccessors(into: &accessors)
        // `{ get }` of a protocol's requirement: not in the subset.
        guard let getter = accessors.getter else { throw error(Msg.Syntax.notInSubset(Msg.Syntax.subscriptRequirement), at: keyword) }
        let span = Span(keyword.span.start, previousEnd)
        var functions = [FunctionDecl(name: FunctionDecl.subscriptGetter, parameters: parameters, result: result, body: getter,
                                      isStatic: false, isMutating: false, span: span, nameSpan: keyword.span)]
        if let (name, body) = accessors.setter {
            let newValue = Parameter(label: nil, name: name, type: result, isInout: false, defaultValue: nil, span: keyword.span)
            functions.append(FunctionDecl(name: FunctionDecl.subscriptSetter, parameters: parameters + [newValue], result: nil, body: body,
                                          isStatic: false, isMutating: true, span: span, nameSpan: keyword.span))
        }
        for index in functions.indices { functions[index].access = modifiers.access }
        return functions
    }
}

extension FunctionDecl {
    /// The names a `subscript` declaration's getter and setter are kept under (`parseSubscript`).
    public static let subscriptGetter = "subscript"
    public static let subscriptSetter = "subscript(set)"
}
