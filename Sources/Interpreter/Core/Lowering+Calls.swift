import Language
import Messages

/// Storage an assignment, a `mutating` call or an `inout` argument writes: a local, a global,
/// or a stored property of one. Only such paths are lowered, so reading a place and then
/// writing it evaluates nothing twice.
struct Place {
    let read: Eval
    let modify: (Frame, (inout Value) throws -> Void) throws -> Void
    let type: RuntimeType?
    /// The type its declaration wrote, if it wrote one.
    let declared: RuntimeType?
    /// The frame slot it is, when it is a local variable (or `self`) itself.
    var slot: Int?
}

extension Lowerer {
    /// A call lowered natively; `whole` is the call itself, which the tree walker runs instead
    /// when a value turns out not to have the type the lowering expected.
    func call(_ callee: Expr, _ arguments: [Argument], _ expected: Expectation, whole: Expr) -> Lowered? {
        let span = whole.span
        switch callee.kind {
        case .overload(let inner, let declaration, let file):
            // A protocol extension's method on a protocol-typed value: the tree walker finds it.
            if case .member(_, let name) = inner.kind, interpreter.protocolExtensionMethod(name, at: (file, declaration)) != nil {
                return nil
            }
            // The overload the checker chose is picked once, here, when the call is lowered.
            interpreter.preferredOverload = (file, declaration)
            defer { interpreter.preferredOverload = nil }
            return call(inner, arguments, expected, whole: whole)
        case .identifier(let name):
            guard lookup(name) == nil, interpreter.globals[local: name] == nil || selfMethodNamed(name) else { return nil }
            if !selfMethodNamed(name), let candidates = interpreter.functions[name] {
                guard let function = try? interpreter.pick(candidates, arguments, name: name, span: span) else { return nil }
                return declaredCall(function, selfValue: nil, arguments, context: context, span: span)
            }
            if let selfLocal = lookup("self"), case .nominal(let owner)? = selfLocal.type, owner.methods[name] != nil {
                return methodCall(Expr(.selfExpression, span: callee.span), name, arguments, whole: whole)
            }
            if let context, context.staticMethods[name] != nil { return nil }
            if let type = interpreter.lookupType([name], context: context) { return memberwise(type, arguments, span: span) }
            if name == "print" || name == "debugPrint", !arguments.contains(where: { $0.label == "to" }) {
                return printCall(name, arguments)
            }
            return nil
        case .member(let base, let name):
            if let type = typeNamed(base) { return staticCall(name, of: type, arguments, span: span) }
            return methodCall(base, name, arguments, whole: whole)
        case .implicitMember(let name):
            guard case .known(let type?) = expected, let base = implicitBase(name, type) else { return nil }
            return staticCall(name, of: base, arguments, span: span)
        default:
            return nil
        }
    }

    /// `Tipo(…)` for a struct without a declared `init`: `construct`'s memberwise path, the
    /// labels matched when lowered. Every default is evaluated first, as `defaultFields` does.
    private func memberwise(_ type: TypeInfo, _ arguments: [Argument], span: Span) -> Lowered? {
        guard type.kind == .structure, type.initializers.isEmpty else { return nil }
        let interpreter = self.interpreter
        var positions: [Int] = []
        var values: [Eval] = []
        var index = 0
        for (position, property) in type.storedProperties.enumerated() {
            if property.isLet && property.initializer != nil { continue }
            let declared = property.type.map { interpreter.resolveType($0, context: type) }
            if index < arguments.count, arguments[index].label == property.fieldName {
                positions.append(position)
                values.append(coerced(arguments[index].value, declared))
                index += 1
            } else if property.initializer == nil, !Lowerer.isOptional(declared) {
                return nil
            }
        }
        guard index == arguments.count else { return nil }
        let guardStack = stackCheck(span)
        let build = Lowerer.memberwiseBuilder(interpreter, type, positions, values)
        return Lowered(eval: { frame in
            try guardStack()
            return try build(frame)
        }, type: .nominal(type))
    }

    static func isOptional(_ type: RuntimeType?) -> Bool {
        if case .optional? = type { return true }
        return false
    }

    private static func memberwiseBuilder(_ interpreter: Interpreter, _ type: TypeInfo, _ positions: [Int],
                                          _ values: [Eval]) -> Eval {
        { frame in
            var fields = try interpreter.defaultFields(type)
            for index in positions.indices { fields[positions[index]] = try values[index](frame) }
            // `Par(a: menor, b: mayor)` in a generic type's method is a `Par<Int>`, as its fields tell.
            return .structure(StructValue(type: interpreter.specialized(type, fields), fields: fields))
        }
    }

    /// `print(…)` / `debugPrint(…)` as `Builtins.call` writes them.
    private func printCall(_ name: String, _ arguments: [Argument]) -> Lowered {
        let interpreter = self.interpreter
        let parts = arguments.map { (label: $0.label, value: root($0.value, nil)) }
        let isPrint = name == "print"
        return Lowered(eval: { frame in
            var separator = " ", terminator = "\n"
            var items: [String] = []
            for part in parts {
                let value = try part.value(frame)
                switch part.label {
                case "separator": separator = interpreter.describeForPrint(value)
                case "terminator": terminator = interpreter.describeForPrint(value)
                default: items.append(isPrint ? interpreter.describeForPrint(value) : interpreter.printer.debugDescription(value))
                }
            }
            interpreter.output(items.joined(separator: separator) + terminator)
            return .void
        }, type: nil)
    }

    /// `Tipo.caso(…)` or `Tipo.metodoEstatico(…)`.
    private func staticCall(_ name: String, of type: TypeInfo, _ arguments: [Argument], span: Span) -> Lowered? {
        if let index = type.caseIndex(name), type.cases[index].hasPayload {
            let info = type.cases[index]
            guard arguments.count == info.payloadElements.count,
                  zip(info.payloadElements, arguments).allSatisfy({ $0.label == $1.label }) else { return nil }
            let values = zip(info.payloadElements, arguments).map {
                coerced($1.value, interpreter.resolveType($0.type, context: type))
            }
            let guardStack = stackCheck(span)
            let specialized = caseType(type, index)
            return Lowered(eval: { frame in
                try guardStack()
                let payload = try values.map { try $0(frame) }
                return .enumCase(EnumValue(type: specialized(payload), caseIndex: index, payload: payload))
            }, type: .nominal(type))
        }
        guard name != "init", let candidates = type.staticMethods[name],
              let method = try? interpreter.pick(candidates, arguments, name: name, span: span) else { return nil }
        return declaredCall(method, selfValue: .metatype(.nominal(type)), arguments, context: type, span: span)
    }

    /// `valor.metodo(…)` on a value of a known type; a `mutating` one on a value type writes
    /// the receiver back to its place. `flag.toggle()` is the one built-in method lowered.
    private func methodCall(_ base: Expr, _ name: String, _ arguments: [Argument], whole: Expr) -> Lowered? {
        let span = whole.span
        guard let receiver = lower(base, .known(nil)), case let receiverType? = receiver.type else { return nil }
        let interpreter = self.interpreter
        if case .bool = receiverType, name == "toggle", arguments.isEmpty,
           interpreter.builtinTypes.bool.methods[name] == nil, let place = place(base) {
            let guardStack = stackCheck(span)
            return Lowered(eval: { frame in
                try guardStack()
                try place.modify(frame) { flag in
                    guard case .bool(let on) = flag else {
                        throw interpreter.error(Msg.Run.unknownMember(name, of: interpreter.runtimeTypeName(flag)), span)
                    }
                    flag = .bool(!on)
                }
                return .void
            }, type: nil)
        }
        if case .array = receiverType, name == "append", arguments.count == 1, arguments[0].label == nil,
           interpreter.builtinTypes.array.methods[name] == nil, !contextual(arguments[0].value), let place = place(base) {
            // `Builtins.method`'s append: the element as evaluated, added in place.
            let element = root(arguments[0].value, nil)
            let general = bridge(whole, nil)
            let guardStack = stackCheck(span)
            return Lowered(eval: { frame in
                try guardStack()
                guard case .array = try place.read(frame) else { return try general(frame) }
                let value = try element(frame)
                try place.modify(frame) { container in
                    guard case .array(var elements) = container else { return }
                    container = .void
                    defer { container = .array(elements) }
                    // Charged as `Builtins.method` charges it: the growth, and the copy when shared.
                    try interpreter.changeArray(&elements, span) { $0.append(value) }
                }
                return .void
            }, type: nil)
        }
        guard case .nominal(let owner) = receiverType, owner.kind != .builtin, let candidates = owner.methods[name],
              let method = try? interpreter.pick(candidates, arguments, name: name, span: span),
              let plan = argumentPlan(method.node.parameters, arguments, context: owner) else { return nil }
        let result = method.node.result.map { interpreter.resolveType($0, context: owner) }
        let guardStack = stackCheck(span)
        let (values, inouts) = (plan.values, plan.inouts)
        let general = bridge(whole, nil)
        if method.node.isMutating, owner.kind != .classType {
            guard let place = place(base) else { return nil }
            return Lowered(eval: { frame in
                try guardStack()
                guard interpreter.ownerType(of: try place.read(frame)) === owner else { return try general(frame) }
                let arguments = try values.map { try $0(frame) }
                var outcome: Invocation?
                try place.modify(frame) { receiver in
                    let call = try interpreter.invoke(method, selfValue: receiver, selfIsMutable: true, context: owner,
                                                      arguments: arguments, captured: nil, span: method.node.span)
                    if let updated = call.selfValue { receiver = updated }
                    outcome = call
                }
                guard let outcome else { return .void }
                for (index, place) in inouts { try place.modify(frame) { $0 = outcome.parameters[index] } }
                return outcome.result
            }, type: result)
        }
        let receiverValue = receiver.eval
        return Lowered(eval: { frame in
            try guardStack()
            let value = try receiverValue(frame)
            guard interpreter.ownerType(of: value) === owner else { return try general(frame) }
            let arguments = try values.map { try $0(frame) }
            let outcome = try interpreter.invoke(method, selfValue: value, selfIsMutable: false, context: owner,
                                                 arguments: arguments, captured: nil, span: method.node.span)
            for (index, place) in inouts { try place.modify(frame) { $0 = outcome.parameters[index] } }
            return outcome.result
        }, type: result)
    }

    /// A free function or a static method, its overload chosen by the labels when lowered.
    private func declaredCall(_ function: Located<FunctionDecl>, selfValue: Value?, _ arguments: [Argument],
                              context: TypeInfo?, span: Span) -> Lowered? {
        guard let plan = argumentPlan(function.node.parameters, arguments, context: context) else { return nil }
        let interpreter = self.interpreter
        let guardStack = stackCheck(span)
        let (values, inouts) = (plan.values, plan.inouts)
        let isMutating = function.node.isMutating
        let calleeContext: TypeInfo? = selfValue == nil ? nil : context
        let declSpan = function.node.span
        let result = function.node.result.map { interpreter.resolveType($0, context: calleeContext) }
        return Lowered(eval: { frame in
            try guardStack()
            let arguments = try values.map { try $0(frame) }
            let outcome = try interpreter.invoke(function, selfValue: selfValue, selfIsMutable: selfValue == nil && isMutating,
                                                 context: calleeContext, arguments: arguments, captured: nil,
                                                 span: declSpan)
            for (index, place) in inouts { try place.modify(frame) { $0 = outcome.parameters[index] } }
            return outcome.result
        }, type: result)
    }

    /// The tree walker's `argumentValues`, decided when lowered: one closure per parameter
    /// (an argument converted to the parameter's type, or its default), and the places that
    /// `inout` parameters are copied back to.
    private func argumentPlan(_ parameters: [Parameter], _ arguments: [Argument],
                              context: TypeInfo?) -> (values: [Eval], inouts: [(Int, Place)])? {
        let interpreter = self.interpreter
        var values: [Eval] = []
        var inouts: [(Int, Place)] = []
        var index = 0
        for (position, (parameter, argument)) in zip(parameters, arguments.passed(to: parameters)).enumerated() {
            let type = interpreter.resolveType(parameter.type, context: context)
            if let argument {
                values.append(coerced(arguments[argument].value, type))
                if parameter.isInout {
                    var target = arguments[argument].value
                    if case .inoutArgument(let inner) = target.kind { target = inner }
                    guard let place = place(target) else { return nil }
                    inouts.append((position, place))
                }
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append { _ in
                    try interpreter.coerce(try interpreter.evaluate(defaultValue, Scope(parent: interpreter.globals),
                                                                    expected: type), to: type)
                }
            } else if parameter.isVariadic {
                values.append { _ in .array([]) }
            } else {
                return nil
            }
        }
        guard index == arguments.count else { return nil }
        return (values, inouts)
    }

    /// Recursion that runs no function body still deepens the native stack (`evaluateCall`).
    private func stackCheck(_ span: Span) -> () throws -> Void {
        let interpreter = self.interpreter
        return { if interpreter.stackGuard.isNearLimit() { throw interpreter.runaway(Msg.Run.tooDeep, span) } }
    }

    // MARK: - Places

    func place(_ target: Expr) -> Place? {
        let interpreter = self.interpreter
        switch target.kind {
        case .identifier(let name):
            if let local = lookup(name) {
                guard !local.isLet else { return nil }
                let slot = local.slot
                return Place(read: { frame in frame[slot] }, modify: { frame, body in try body(&frame[slot]) },
                             type: local.type, declared: local.declared, slot: slot)
            }
            // Inside a type, its own property hides a global of the same name, as in Swift.
            if let selfLocal = lookup("self"), case .nominal(let owner)? = selfLocal.type, owner.fieldIndex(name) != nil {
                return place(Expr(.member(Expr(.selfExpression, span: target.span), name), span: target.span))
            }
            if let global = interpreter.globals[local: name] {
                // An observed global is written by the tree walker, which runs its observers.
                guard !global.isLet, global.observers == nil else { return nil }
                return Place(read: { _ in global.value }, modify: { _, body in try body(&global.value) },
                             type: globalType(global), declared: global.type)
            }
            return nil
        case .selfExpression:
            guard let local = lookup("self"), !local.isLet else { return nil }
            let slot = local.slot
            return Place(read: { frame in frame[slot] }, modify: { frame, body in try body(&frame[slot]) },
                         type: local.type, declared: nil, slot: slot)
        case .member(let base, let name):
            if let field = classField(base, name) { return field }
            guard let container = place(base), case .nominal(let owner)? = container.type, owner.kind == .structure,
                  let index = owner.fieldIndex(name), !owner.storedProperties[index].hasObservers,
                  let read = lower(target, .known(nil)) else { return nil }
            let span = target.span
            let declared = owner.storedProperties[index].type.map { interpreter.resolveType($0, context: owner) }
            if let slot = container.slot {
                // A field of a local variable (`estado.s3`), changed in its slot: one closure less
                // on every step that writes the state.
                return Place(read: read.eval, modify: { frame, body in
                    guard case .structure(var found) = frame[slot], found.type === owner else {
                        return try interpreter.modifyMember(name, in: &frame[slot], span: span, body)
                    }
                    frame[slot] = .void
                    defer { frame[slot] = .structure(found) }
                    try body(&found.fields[index])
                }, type: fieldType(owner, index), declared: declared)
            }
            return Place(read: read.eval, modify: { frame, body in
                try container.modify(frame) { value in
                    guard case .structure(var found) = value, found.type === owner else {
                        return try interpreter.modifyMember(name, in: &value, span: span, body)
                    }
                    value = .void
                    defer { value = .structure(found) }
                    try body(&found.fields[index])
                }
            }, type: fieldType(owner, index), declared: declared)
        default:
            return nil
        }
    }

    /// A stored property of a class instance named by `self` or a variable: the instance is
    /// shared, so it is changed where it is, whatever holds it.
    private func classField(_ base: Expr, _ name: String) -> Place? {
        switch base.kind {
        case .selfExpression, .identifier: break
        default: return nil
        }
        // A subclass may observe the field (`override var x { didSet … }`): the tree walker asks the value's class.
        guard let object = lower(base, .known(nil)), case .nominal(let owner)? = object.type, owner.kind == .classType,
              let index = owner.fieldIndex(name), !owner.storedProperties[index].hasObservers,
              !interpreter.types.values.contains(where: { $0.observerOverrides[name] != nil }),
              let read = lower(Expr(.member(base, name), span: base.span), .known(nil)) else { return nil }
        let interpreter = self.interpreter
        let span = base.span
        let instance = object.eval
        return Place(read: read.eval, modify: { frame, body in
            // A subclass's instance too (a method reached through `super` or inherited).
            var value = try instance(frame)
            guard case .instance(let found) = value, found.type.isSame(orSubclassOf: owner) else {
                // Another specialization of a generic class than the one lowered for (`Nodo<T>`
                // read as `Nodo<Int>`): the tree walker finds the field by name on the instance.
                return try interpreter.modifyMember(name, in: &value, span: span, body)
            }
            try found.modifyField(index, body)
        }, type: fieldType(owner, index),
           declared: owner.storedProperties[index].type.map { interpreter.resolveType($0, context: owner) })
    }
}

extension Lowerer {
    /// The type of a case built of `type`: the specialization its payload tells, for a generic enum.
    func caseType(_ type: TypeInfo, _ index: Int) -> ([Value]) -> TypeInfo {
        guard type.genericBase == nil, !type.genericParameters.isEmpty else { return { _ in type } }
        let interpreter = self.interpreter
        return { payload in interpreter.specialized(type, case: type.cases[index], payload) }
    }
}
