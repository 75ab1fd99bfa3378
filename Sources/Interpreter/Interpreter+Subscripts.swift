import Language
import Messages

/// The program's own `subscript`s (kept as a getter method and a setter method, see
/// `parseSubscript`): `x[i]` runs the getter on `x`; `x[i] = v` runs the setter on `x`'s storage,
/// as a `mutating` method of a struct (a class's instance is shared); `x[i] += 1` and
/// `x[i].campo = v` read through the getter first and write the result back through the setter.
extension Interpreter {
    /// The getters or setters `value`'s own type declares, when it declares any.
    func declaredSubscripts(_ name: String, of value: Value) -> [Located<FunctionDecl>]? {
        guard let type = ownerType(of: value), type.kind != .builtin, let methods = type.methods[name], !methods.isEmpty else {
            return nil
        }
        return methods
    }

    /// `xs[seguro: i]`: the subscripts an extension of a library type adds, which a label tells
    /// from the library's own (`xs[i]` is always the library's).
    private func labelledLibrarySubscripts(of value: Value, _ arguments: [Argument]) -> [Located<FunctionDecl>]? {
        guard arguments.first?.label != nil, let type = ownerType(of: value), type.kind == .builtin,
              let methods = type.methods[FunctionDecl.subscriptGetter] else { return nil }
        let labelled = methods.filter { $0.node.parameters.map(\.label) == arguments.map(\.label) }
        return labelled.isEmpty ? nil : labelled
    }

    /// `x[i]` of a value whose type declares a `subscript`; nil for any other value.
    func readDeclaredSubscript(_ container: Value, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value? {
        guard let getters = declaredSubscripts(FunctionDecl.subscriptGetter, of: container)
                ?? labelledLibrarySubscripts(of: container, arguments) else { return nil }
        let getter = try pick(getters, arguments, name: FunctionDecl.subscriptGetter, span: span)
        let values = try argumentValues(getter.node.parameters, arguments, scope, context: ownerType(of: container), span: span)
        return try runMethod(getter, on: container, values, mutating: false).result
    }

    /// `target[…]` changed by `body`, when `base` holds a value whose type declares a
    /// `subscript`: false (nothing done) for any other value. A whole new value (`x[i] = v`,
    /// `store`) is written without running the getter, as Swift does.
    func modifyDeclaredSubscript(_ target: Expr, _ base: Expr, _ arguments: [Argument], _ scope: Scope, span: Span,
                                 _ body: (inout Value) throws -> Void) throws -> Bool {
        var base = base
        if case .overload(let inner, let declaration, let file) = base.kind {
            // The checker chose among the type's subscripts by type; labels alone cannot.
            base = inner
            preferredOverload = (file, declaration)
        }
        defer { preferredOverload = nil }
        guard let container = try? evaluate(base, scope, expected: nil),
              let getters = declaredSubscripts(FunctionDecl.subscriptGetter, of: container) else { return false }
        let getter = try pick(getters, arguments, name: FunctionDecl.subscriptGetter, span: span)
        let (labels, types) = (getter.node.parameters.map(\.label), getter.node.parameters.map(\.type))
        guard let setter = declaredSubscripts(FunctionDecl.subscriptSetter, of: container)?.first(where: {
            Array($0.node.parameters.dropLast().map(\.label)) == labels && Array($0.node.parameters.dropLast().map(\.type)) == types
        }), let newValue = setter.node.parameters.last else { throw error(Msg.Run.notAssignable, span) }
        let owner = ownerType(of: container)
        let values = try argumentValues(getter.node.parameters, arguments, scope, context: owner, span: span)
        let reads = storingInto != target.span
        let type = resolveType(newValue.type, context: owner)
        // A class's instance is shared: its subscript's setter changes it where it lives, even
        // through a `let`.
        if case .instance = container {
            var current = Value.void
            if reads { current = try runMethod(getter, on: container, values, mutating: false).result }
            try body(&current)
            _ = try runMethod(setter, on: container, values + [try coerce(current, to: type)], mutating: true)
            return true
        }
        try modify(base, scope, span: span) { receiver in
            var current = Value.void
            if reads { current = try runMethod(getter, on: receiver, values, mutating: false).result }
            try body(&current)
            let outcome = try runMethod(setter, on: receiver, values + [try coerce(current, to: type)], mutating: true)
            if let updated = outcome.selfValue { receiver = updated }
        }
        return true
    }

    /// Whether `target` is `x[…]` of a value whose type declares a `subscript` (an assignment
    /// to it does not read it first).
    func isDeclaredSubscript(_ target: Expr, _ scope: Scope) -> Bool {
        guard case .subscriptAccess(let base, _) = target.kind, let container = try? evaluate(base, scope, expected: nil) else {
            return false
        }
        return declaredSubscripts(FunctionDecl.subscriptGetter, of: container) != nil
    }
}
