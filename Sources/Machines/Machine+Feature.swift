import Interpreter
import Language
import Messages

/// TCA features as the lessons write them (ComposableArchitecture's prelude gives each its
/// `Effect` and `Reduce`): the machine is the feature's reducer over `Feature.State` and
/// `Feature.Action`, run on the feature itself.
extension Machine {
    /// Every feature's reducer: its own `reduce(into:action:)`, else the `Reduce { state, action in … }`
    /// its `body` returns.
    static func featureMachines(in interpreter: Interpreter) -> [Machine] {
        interpreter.allTypes.filter(isFeature).compactMap { owner -> Machine? in
            guard let state = owner.nestedTypes["State"], let action = owner.nestedTypes["Action"],
                  let function = ownReducer(of: owner) ?? bodyReducer(of: owner),
                  let feature = try? interpreter.constructWithoutArguments(owner) else { return nil }
            return Machine(function: function, shape: .feature, owner: owner, feature: feature,
                           stateType: .nominal(state), eventType: .nominal(action),
                           stateTypeRef: reference(to: state, at: function.node.span),
                           eventTypeRef: reference(to: action, at: function.node.span), interpreter: interpreter)
        }
    }

    /// A struct that got the prelude: it has the nested `Reduce` and `Effect` the front end
    /// adds to every feature of a file that imports ComposableArchitecture.
    static func isFeature(_ type: TypeInfo) -> Bool {
        type.kind == .structure && ComposableArchitecture.preludeTypes.allSatisfy { name in
            type.nestedTypes[name].map(isPrelude) ?? false
        }
    }

    /// Whether the front end declared `type` in a feature's prelude (`Contador.Effect`), not the model.
    public static func isPrelude(_ type: TypeInfo) -> Bool {
        type.file.map { $0.location(of: type.span.start).path } == ComposableArchitecture.moduleName
    }

    /// `func reduce(into state: inout State, action: Action) -> Effect<Action>`, written in the feature.
    private static func ownReducer(of owner: TypeInfo) -> Located<FunctionDecl>? {
        owner.methods["reduce"]?.first { method in
            let parameters = method.node.parameters
            return !method.node.isStatic && parameters.count == 2 && parameters[0].label == "into"
                && parameters[0].isInout && parameters[1].label == "action" && !parameters[1].isInout
        }
    }

    /// The closure of `var body: some ReducerOf<Self> { Reduce { state, action in … } }` as the
    /// method TCA makes of it: `reduce(into: inout State, action: Action) -> Effect`, run on the feature.
    private static func bodyReducer(of owner: TypeInfo) -> Located<FunctionDecl>? {
        guard let body = owner.computedProperties["body"], let getter = body.node.getter,
              getter.statements.count == 1 else { return nil }
        var written: Expr?
        if case .expression(let expression) = getter.statements[0].kind { written = expression }
        if case .returnStatement(let expression?) = getter.statements[0].kind { written = expression }
        guard let returned = written, case .call(let callee, let arguments) = returned.kind, callee.names("Reduce"),
              arguments.count == 1,
              case .closure(let names, let statements, _) = arguments[0].value.kind, names.count == 2 || names.isEmpty else {
            return nil
        }
        let span = arguments[0].value.span
        func named(_ name: String) -> TypeRef { TypeRef(.named(path: [name], generics: []), span: span) }
        let parameters = [
            Parameter(label: "into", name: names.first ?? "$0", type: named("State"), isInout: true, defaultValue: nil, span: span),
            Parameter(label: "action", name: names.last ?? "$1", type: named("Action"), isInout: false, defaultValue: nil, span: span),
        ]
        let function = FunctionDecl(name: "body", parameters: parameters, result: named("Effect"),
                                    body: Block(statements: statements, span: span), isStatic: false, isMutating: false,
                                    span: span, nameSpan: callee.span)
        return Located(node: function, file: body.file)
    }

    /// A nested type by its qualified name, which the top level resolves (`Contador.State`).
    private static func reference(to type: TypeInfo, at span: Span) -> TypeRef {
        TypeRef(.named(path: type.qualifiedName.split(separator: ".").map(String.init), generics: []), span: span)
    }
}

private extension Expr {
    /// Whether this callee names `name`, as written or as the checker resolved it.
    func names(_ name: String) -> Bool {
        if case .identifier(let written) = kind { return written == name }
        if case .typeExpression(let type) = kind, case .named(let path, _) = type.kind { return path.last == name }
        if case .overload(let inner, _, _) = kind { return inner.names(name) }
        return false
    }
}
