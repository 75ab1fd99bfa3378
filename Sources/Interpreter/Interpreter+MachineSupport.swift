import Language

// The few internals that the state-machine domain (`Machines`: detection, samples, stepping)
// needs, made public here so the rest of the interpreter stays internal and free to change.

extension Interpreter {
    /// Whether a value of `type` can contain a class instance anywhere inside (then a step
    /// must run on an isolated copy).
    public func valuesMayHoldInstances(_ type: RuntimeType) -> Bool { mayHoldInstances(type) }

    /// Whether two written types name the same type (a transition returns its state's type),
    /// however each is spelled (`Estado`, `Semaforo.Estado`, a `typealias`).
    public func sameTypeRef(_ a: TypeRef, _ b: TypeRef) -> Bool {
        resolveType(a, context: nil).isSame(as: resolveType(b, context: nil))
    }

    /// A declared type resolved inside `context` (a payload's or a field's type).
    public func resolve(_ ref: TypeRef, inside context: TypeInfo) -> RuntimeType { resolveType(ref, context: context) }

    /// `value` as a value of `type`, as an assignment would convert it (`inicial=`).
    public func converted(_ value: Value, to type: RuntimeType) throws -> Value { try coerce(value, to: type) }

    /// `T()`: a declared or memberwise init without arguments.
    public func constructWithoutArguments(_ type: TypeInfo) throws -> Value {
        try construct(type, [], globals, span: type.span)
    }

    /// A reducer method of `owner` called on `feature` (a TCA feature's step,
    /// `reduce(into: &state, action:)`): what it returns (its effect) and the state as it leaves it.
    public func callReducer(_ method: Located<FunctionDecl>, of owner: TypeInfo, on feature: Value,
                            state: Value, action: Value) throws -> (result: Value, state: Value) {
        beginRun()
        do {
            let outcome = try invoke(method, selfValue: feature, selfIsMutable: false, context: owner,
                                     arguments: [state, action], captured: nil, span: method.node.span)
            return (outcome.result, outcome.parameters.first ?? state)
        } catch let thrown as ThrownError { throw uncaught(thrown) }
    }

    /// A new class instance with its declared defaults, without running an `init`.
    public func instanceWithDefaults(_ type: TypeInfo) throws -> Value { .instance(try newInstance(type)) }

    /// The fields a struct starts with before any `init` runs.
    public func defaultFieldValues(_ type: TypeInfo) throws -> [Value] { try defaultFields(type) }

    /// A static property's value (`Perfil.ejemplo`).
    public func staticValue(_ name: String, of type: TypeInfo) throws -> Value {
        try staticMember(name, of: type, span: .none)
    }

    /// A built-in opaque value built without arguments (`Date()`, `UUID()`), if it has one.
    public func builtinOpaqueValue(_ name: String) -> Value? {
        try? Builtins.construct(.opaque(name), [], globals, interpreter: self, span: .none)
    }
}
