import Language
import Messages

extension Interpreter {
    /// `valor.metodo(…)`. A `mutating` method on a value type runs on a copy of the receiver
    /// that is written back to the receiver's storage, so `estado.avanzar()` changes `estado`.
    func callMethod(_ name: String, on baseExpression: Expr, _ arguments: [Argument], _ scope: Scope,
                    span: Span, evaluatedBase: consuming Value? = nil) throws -> Value {
        // Taken, not copied: a method that changes the receiver in place must find its storage
        // held by nothing else, or each change copies it (see `SequenceCall.mutate`).
        let base = try (consume evaluatedBase) ?? evaluate(baseExpression, scope, expected: nil)
        if let preferred = preferredOverload, let method = protocolExtensionMethod(name, at: preferred), !method.node.isMutating {
            preferredOverload = nil
            let values = try argumentValues(method.node.parameters, arguments, scope, context: ownerType(of: base), span: span)
            return try runMethod(method, on: base, values, mutating: false).result
        }
        guard let type = ownerType(of: base), let candidates = type.methods[name] else {
            // A stored closure property called like a method (`modelo.alCambiar()`).
            if let owner = ownerType(of: base), owner.kind != .builtin, owner.fieldIndex(name) != nil,
               case .function(let function)? = try? member(name, of: base, span: span) {
                return try callFunctionValue(function, arguments, scope, span: span)
            }
            // A closure in a tuple called by its label (`contador.sumar(3)`).
            if case .tuple(let tuple) = base, let index = tuple.labels.firstIndex(of: name),
               case .function(let function) = tuple.elements[index] {
                return try callFunctionValue(function, arguments, scope, span: span)
            }
            if case .enumCase(let e) = base, e.type.isLibraryResult, let result = try resultMethod(name, of: e, arguments, scope, span: span) {
                return result
            }
            return try Builtins.method(name, on: consume base, baseExpression: baseExpression, arguments, scope,
                                       interpreter: self, span: span)
        }
        let method = try pick(candidates, arguments, name: name, span: span)
        guard method.node.isMutating, case .instance = base else {
            if method.node.isMutating {
                let values = try argumentValues(method.node.parameters, arguments, scope, context: type, span: span)
                var result = Value.void
                try modify(baseExpression, scope, span: span) { receiver in
                    let outcome = try runMethod(method, on: receiver, values, mutating: true)
                    result = outcome.result
                    if let updated = outcome.selfValue { receiver = updated }
                }
                return result
            }
            let values = try argumentValues(method.node.parameters, arguments, scope, context: type, span: span)
            return try runMethod(method, on: base, values, mutating: false).result
        }
        let values = try argumentValues(method.node.parameters, arguments, scope, context: type, span: span)
        return try runMethod(method, on: base, values, mutating: false).result
    }

    func runMethod(_ method: Located<FunctionDecl>, on receiver: Value, _ values: [Value],
                   mutating: Bool) throws -> (result: Value, selfValue: Value?) {
        // A `mutating` method's own writes are whole writes: their observers run as they end,
        // inside the method, not once the call that modifies the receiver is over.
        let saved = (modifying, pendingObservers, observedStructBase)
        if mutating { (modifying, pendingObservers, observedStructBase) = (0, [], nil) }
        defer { if mutating { (modifying, pendingObservers, observedStructBase) = saved } }
        let outcome = try invoke(method, selfValue: receiver, selfIsMutable: mutating, context: ownerType(of: receiver),
                                 arguments: values, captured: nil, span: method.node.span)
        return (outcome.result, outcome.selfValue)
    }

    /// `Tipo.caso(…)`, `Tipo.metodoEstatico(…)`, or `Tipo.init` spelled as a static call.
    func callStatic(_ name: String, of type: TypeInfo, _ arguments: [Argument], _ scope: Scope,
                    expected: RuntimeType?, span: Span) throws -> Value {
        if let info = type.caseNamed(name), info.hasPayload {
            return try constructCase(type, info, arguments, scope, span: span)
        }
        if let candidates = type.staticMethods[name] {
            let method = try pick(candidates, arguments, name: name, span: span)
            let values = try argumentValues(method.node.parameters, arguments, scope, context: type, span: span)
            return try runStatic(method, of: type, values, span: method.node.span)
        }
        if type.qualifiedName == "Optional", name == "some", let first = arguments.first {
            return .optional(try evaluate(first.value, scope, expected: expected.map(unwrapOptional)))
        }
        if let builtin = try Builtins.staticCall(name, of: type, arguments, scope, interpreter: self, span: span) {
            return builtin
        }
        // A stored function-typed static, or a payload-free case called by mistake.
        let value = try staticMember(name, of: type, span: span)
        if case .function(let function) = value { return try callFunctionValue(function, arguments, scope, span: span) }
        throw error(Msg.Run.notAFunction, span)
    }

    private func constructCase(_ type: TypeInfo, _ info: EnumCaseElement, _ arguments: [Argument], _ scope: Scope,
                               span: Span) throws -> Value {
        guard arguments.count == info.payloadElements.count else {
            throw error(Msg.Run.noMatchingCall(type.name + "." + info.name, labelText(arguments)), span)
        }
        var payload: [Value] = []
        for (element, argument) in zip(info.payloadElements, arguments) {
            guard element.label == argument.label || element.label == nil && argument.label == nil else {
                throw error(Msg.Run.noMatchingCall(type.name + "." + info.name, labelText(arguments)), span)
            }
            let expected = resolveType(element.type, context: type)
            payload.append(try coerce(try evaluate(argument.value, scope, expected: expected), to: expected))
        }
        return .enumCase(EnumValue(type: specialized(type, case: info, payload), caseName: info.name, payload: payload))
    }

    func constructType(_ type: RuntimeType, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        switch type {
        case .nominal(let info): return try construct(info, arguments, scope, span: span)
        case .int, .double, .bool, .string, .optional, .array, .dictionary, .set, .range, .tuple, .function, .opaque:
            if let value = try Builtins.construct(type, arguments, scope, interpreter: self, span: span) { return value }
            throw error(Msg.Run.noInitializer(type.displayName), span)
        }
    }

    /// `Tipo(…)`: a declared `init`, else the memberwise init of a struct, else `C()` for a
    /// class whose properties all have defaults, else `init?(rawValue:)` of a raw-value enum.
    func construct(_ type: TypeInfo, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        if type.isLibraryResult, arguments.count == 1 { return try resultCatching(type, arguments[0], scope, span: span) }
        // As the checker ranks them: one without a variadic parameter first.
        let fitting = type.initializers.filter { labelsFit($0.node.parameters, arguments) }
        if let initializer = fitting.first(where: { !$0.node.parameters.contains(where: \.isVariadic) }) ?? fitting.first {
            let values = try argumentValues(initializer.node.parameters, arguments, scope, context: type, span: span)
            return try runInitializer(initializer, of: type, values, span: span)
        }
        switch type.kind {
        case .structure where !type.bodyDeclaresInit:
            return try memberwise(type, arguments, scope, span: span)
        case .classType where type.initializers.isEmpty && arguments.isEmpty:
            return .instance(try newInstance(type))
        case .enumeration where arguments.count == 1 && arguments[0].label == "rawValue":
            let raw = try evaluate(arguments[0].value, scope, expected: nil)
            for info in type.cases {
                let candidate = EnumValue(type: type, caseName: info.name, payload: [])
                if case .enumCase = Value.enumCase(candidate),
                   let value = try? member("rawValue", of: .enumCase(candidate), span: span), valuesEqual(value, raw) {
                    return .optional(.enumCase(candidate))
                }
            }
            return .none
        case .builtin:
            if let value = try Builtins.construct(.opaque(type.name), arguments, scope, interpreter: self, span: span) {
                return value
            }
        case .structure, .classType, .enumeration:
            break
        }
        throw error(Msg.Run.noInitializer(type.qualifiedName), span)
    }

    /// `xs.map(Version.init)`: the initializer that takes as many values (the memberwise one
    /// of a struct without its own), called with them under its labels.
    func construct(_ type: TypeInfo, values: [Value], span: Span) throws -> Value {
        let labels: [String?]
        if let initializer = type.initializers.first(where: { $0.node.parameters.count == values.count }) {
            labels = initializer.node.parameters.map(\.label)
        } else {
            labels = type.storedProperties.filter { !($0.isLet && $0.initializer != nil) }.map(\.name)
        }
        guard labels.count == values.count else { throw error(Msg.Run.noInitializer(type.qualifiedName), span) }
        let scope = Scope(parent: globals)
        let arguments = values.indices.map { index -> Argument in
            scope.declare("$init\(index)", values[index], isLet: true)
            return Argument(label: labels[index], value: Expr(.identifier("$init\(index)"), span: span))
        }
        return try construct(type, arguments, scope, span: span)
    }

    /// The fields a value starts with before any `init` runs: the declared defaults, and nil for optionals.
    func defaultFields(_ type: TypeInfo) throws -> [Value] {
        try type.storedProperties.map { property in
            let declared = property.type.map { resolveType($0, context: type) }
            // A `lazy var` waits, unset, for its first read (see `lazyValue`).
            if property.isLazy { return .void }
            if let initializer = property.initializer {
                return try evaluateInitializer(initializer, of: type, file: type.file, expected: declared, declared: declared)
            }
            if case .optional? = declared, !property.isLet { return .none }
            return .void
        }
    }

    /// A property's initial value (`var n = 0`, `static let ejemplo = …`), evaluated where it was
    /// written: in its type (nested names, other statics) and its file (positions of errors).
    func evaluateInitializer(_ initializer: Expr, of type: TypeInfo, file: SourceFile?, expected: RuntimeType?,
                             declared: RuntimeType?, selfValue: Value? = nil) throws -> Value {
        let saved = (currentFile, typeContext)
        if let file { currentFile = file }
        typeContext = type
        defer { (currentFile, typeContext) = saved }
        let scope = Scope(parent: globals)
        if let selfValue { scope.declare("self", selfValue, isLet: true) }
        return try coerce(try evaluate(initializer, scope, expected: expected), to: declared)
    }

    /// The first read of a `lazy var` still unset: its initializer runs now, with `self`, as in
    /// Swift; an instance keeps the value (a struct's is written back by the reader that can).
    func lazyValue(_ index: Int, of type: TypeInfo, receiver: Value) throws -> Value {
        let property = type.storedProperties[index]
        guard let initializer = property.initializer else { throw error(Msg.Run.uninitializedProperty(property.fieldName), property.span) }
        let declared = property.type.map { resolveType($0, context: type) }
        let value = try evaluateInitializer(initializer, of: type, file: type.file, expected: declared, declared: declared,
                                            selfValue: receiver)
        if case .instance(let object) = receiver, object.fields.indices.contains(index) { object.fields[index] = value }
        return value
    }

    /// The first read of a struct's `lazy var` `name`, nil when `name` is not one still unset.
    /// Reading it changes the struct, as in Swift: `writeBack` is handed the change, to apply
    /// where the struct lives if it can be written there.
    func firstLazyRead(_ name: String, of value: Value, writeBack: ((inout Value) -> Void) throws -> Void) throws -> Value? {
        guard case .structure(let s) = value, let index = unsetLazyField(name, of: value) else { return nil }
        let computed = try lazyValue(index, of: s.type, receiver: value)
        try writeBack { container in
            guard case .structure(var updated) = container, updated.fields.indices.contains(index) else { return }
            container = .void
            updated.fields[index] = computed
            container = .structure(updated)
        }
        return computed
    }

    /// Whether reading `name` of `value` is the first read of a `lazy var`: its field's index.
    func unsetLazyField(_ name: String, of value: Value) -> Int? {
        let type: TypeInfo, fields: [Value]
        switch value {
        case .structure(let s): (type, fields) = (s.type, s.fields)
        case .instance(let object): (type, fields) = (object.type, object.fields)
        default: return nil
        }
        guard let index = type.fieldIndex(name), type.storedProperties[index].isLazy, case .void = fields[index] else { return nil }
        return index
    }

    private func memberwise(_ type: TypeInfo, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        var fields = try defaultFields(type)
        var index = 0
        let parameters = type.storedProperties.filter { !($0.isLet && $0.initializer != nil) }
        for (position, property) in type.storedProperties.enumerated() {
            if property.isLet && property.initializer != nil { continue }
            let declared = property.type.map { resolveType($0, context: type) }
            let later = parameters.drop { $0.fieldName != property.fieldName }.dropFirst()
            if index < arguments.count, arguments[index].label != property.fieldName,
               arguments.trailingClosure(at: index, skips: property.initializer != nil || declared.map(isOptional) ?? false,
                                         takesFunction: declared.map(takesFunction) ?? false,
                                         laterNeedsArgument: later.contains { p in
                                             p.initializer == nil && !(p.type.map { isOptional(resolveType($0, context: type)) } ?? false)
                                         }) {
                continue
            }
            if index < arguments.count, arguments[index].label == property.fieldName || arguments.isTrailingClosure(at: index) {
                fields[position] = try coerce(try evaluate(arguments[index].value, scope, expected: declared), to: declared)
                index += 1
            } else if property.initializer == nil && !(declared.map(isOptional) ?? false) {
                throw error(Msg.Run.missingArgument(property.fieldName, type.name + "(…)"), span)
            }
        }
        guard index == arguments.count else { throw error(Msg.Run.noInitializer(type.qualifiedName), span) }
        return .structure(StructValue(type: specialized(type, fields), fields: fields))
    }

    private func takesFunction(_ type: RuntimeType) -> Bool {
        switch type {
        case .function: return true
        case .optional(let wrapped): return takesFunction(wrapped)
        case .int, .double, .bool, .string, .nominal, .array, .dictionary, .set, .range, .tuple, .opaque: return false
        }
    }

    private func isOptional(_ type: RuntimeType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    func newInstance(_ type: TypeInfo) throws -> Instance {
        instanceSerial += 1
        return Instance(type: type, fields: try defaultFields(type), serial: instanceSerial)
    }

    private func runInitializer(_ initializer: Located<InitDecl>, of type: TypeInfo, _ values: [Value], span: Span) throws -> Value {
        let selfValue: Value
        switch type.kind {
        case .classType: selfValue = .instance(try newInstance(type))
        case .structure: selfValue = .structure(StructValue(type: type, fields: try defaultFields(type)))
        case .enumeration, .builtin: selfValue = .void
        }
        let inner = parameterScope(initializer.node.parameters, values)
        // An initializer a subclass inherits is its superclass's: it sets that class's properties
        // without their observers, and a `super.init` in it is that class's superclass's.
        let declaring = initializerOwner(initializer, from: type)
        let outcome: (result: Value, selfValue: Value?)
        do {
            outcome = try withoutOwnObservers(of: declaring, on: selfValue) {
                try runBody(initializer.node.body.statements, file: initializer.file, selfValue: selfValue,
                            selfIsMutable: true, context: declaring, returnType: nil, scope: inner, span: initializer.node.span)
            }
        } catch is DelegatedInitFailed where initializer.node.isFailable {
            return .none
        }
        var result = outcome.selfValue ?? selfValue
        switch result {
        case .structure(var value): value = StructValue(type: specialized(value.type, value.fields), fields: value.fields); result = .structure(value)
        case .instance(let object): object.type = specialized(object.type, object.fields)
        default: break
        }
        if initializer.node.isFailable {
            if case .optional(nil) = outcome.result { return .none }
            return .optional(result)
        }
        return result
    }
}

extension Interpreter {
    /// An initializer sets the properties its own type declares without running their
    /// observers, as Swift does; what a subclass inherits still runs them in the subclass's
    /// `init`. Keyed like the writes are, by the value's own type. Most types observe nothing:
    /// for them every `init` pays one look over their own properties, and nothing is built.
    func withoutOwnObservers<T>(of declaring: TypeInfo, on selfValue: Value, _ body: () throws -> T) throws -> T {
        let own = declaring.storedProperties.dropFirst(declaring.inheritedStoredCount)
        guard own.contains(where: \.hasObservers) else { return try body() }
        var valueType: TypeInfo?
        if case .instance(let object) = selfValue { valueType = object.type }
        if case .structure(let value) = selfValue { valueType = value.type }
        guard let valueType else { return try body() }
        let keys = own.filter(\.hasObservers).map { ObservedProperty(valueType, $0.fieldName) }
            .filter { observing.insert($0).inserted }
        defer { for key in keys { observing.remove(key) } }
        return try body()
    }
}
