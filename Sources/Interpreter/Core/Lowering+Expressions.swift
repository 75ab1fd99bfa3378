import Language
import Messages

extension Lowerer {
    /// Lowers `expression` natively, or returns nil to leave it (whole) to the bridge.
    func lower(_ expression: Expr, _ expected: Expectation) -> Lowered? {
        let interpreter = self.interpreter
        let span = expression.span
        switch expression.kind {
        case .integerLiteral(let number):
            guard case .known(let type) = expected else { return nil }
            if case .double? = type.map(unwrapped) {
                let value = Value.double(Double(number))
                return Lowered(eval: { _ in value }, type: .double)
            }
            return Lowered(eval: { _ in .int(number) }, type: .int)
        case .wideIntegerLiteral:
            return nil
        case .floatLiteral(let number):
            return Lowered(eval: { _ in .double(number) }, type: .double)
        case .booleanLiteral(let flag):
            return Lowered(eval: { _ in .bool(flag) }, type: .bool)
        case .nilLiteral:
            return Lowered(eval: { _ in .none }, type: nil)
        case .stringLiteral(let segments):
            var parts: [Eval] = []
            var constant = ""
            for segment in segments {
                switch segment {
                case .text(let piece):
                    constant += piece
                    parts.append { _ in .string(piece) }
                case .interpolation(let inner):
                    let value = root(inner, nil)
                    let span = inner.span
                    parts.append { frame in .string(try interpreter.describeChecked(try value(frame), span)) }
                }
            }
            if parts.count == segments.filter({ if case .text = $0 { return true }; return false }).count {
                let value = Value.string(constant)
                return Lowered(eval: { _ in value }, type: .string)
            }
            return Lowered(eval: { frame in
                var text = ""
                for part in parts { if case .string(let piece) = try part(frame) { text += piece } }
                try interpreter.chargeMemory(text.utf8.count, span)
                return .string(text)
            }, type: .string)
        case .identifier(let name):
            return identifier(name, span: span)
        case .selfExpression:
            guard let local = lookup("self") else { return nil }
            let slot = local.slot
            return Lowered(eval: { frame in frame[slot] }, type: local.type)
        case .implicitMember(let name):
            guard case .known(let type?) = expected, let base = implicitBase(name, type) else { return nil }
            return staticMember(name, of: base)
        case .member(let base, let name):
            return member(base, name, span: span)
        case .call(let callee, let arguments):
            return call(callee, arguments, expected, whole: expression)
        case .overload(let inner, _, _):
            return lower(inner, expected)
        case .staticType:
            return nil
        case .tryExpression(let inner, .plain):
            // A thrown error travels as a Swift error through lowered code too.
            return lower(inner, expected)
        case .tryExpression:
            return nil
        case .prefix(let op, let operand):
            guard let value = lower(operand, expected) else { return nil }
            let eval = value.eval
            switch op {
            case "!":
                let mismatch = { (value: Value) in interpreter.error(Msg.Run.typeMismatch(op, interpreter.runtimeTypeName(value)), span) }
                return Lowered(eval: { frame in
                    let operand = try eval(frame)
                    guard case .bool(let flag) = operand else {
                        if let result = try interpreter.userPrefixOperator(op, operand, span: span) { return result }
                        throw mismatch(operand)
                    }
                    return .bool(!flag)
                }, type: value.type.isProgramType ? nil : .bool)
            case "-":
                return Lowered(eval: { frame in
                    let operand = try eval(frame)
                    switch operand {
                    case .int(let number):
                        guard number != Int.min else { throw interpreter.error(Msg.Run.overflow, span) }
                        return .int(-number)
                    case .double(let number): return .double(-number)
                    case .float(let number): return .float(-number)
                    default:
                        if let result = try interpreter.userPrefixOperator(op, operand, span: span) { return result }
                        throw interpreter.error(Msg.Run.typeMismatch(op, interpreter.runtimeTypeName(operand)), span)
                    }
                }, type: value.type.isProgramType ? nil : value.type)
            default:
                return nil
            }
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, expected, span: span)
        case .assignment(let op, let target, let value):
            return assignment(op, target, value, span: span)
        case .ternary(let condition, let then, let otherwise):
            guard let yes = lower(then, expected), let no = lower(otherwise, expected) else { return nil }
            let test = self.condition(condition)
            let (a, b) = (yes.eval, no.eval)
            return Lowered(eval: { frame in try test(frame) ? try a(frame) : try b(frame) }, type: yes.type ?? no.type)
        case .tuple(let arguments):
            guard case .known(let type) = expected else { return nil }
            var elementTypes: [RuntimeType?] = Array(repeating: nil, count: arguments.count)
            if case .tuple(let types)? = type, types.count == arguments.count { elementTypes = types.map(\.type) }
            let values = zip(arguments, elementTypes).map { coerced($0.value, $1) }
            let labels = arguments.map(\.label)
            var known: [(label: String?, type: RuntimeType)]? = []
            for (argument, elementType) in zip(arguments, elementTypes) {
                guard let type = elementType ?? lower(argument.value, .known(nil))?.type else { known = nil; break }
                known?.append((argument.label, type))
            }
            return Lowered(eval: { frame in
                .tuple(TupleValue(labels: labels, elements: try values.map { try $0(frame) }))
            }, type: known.map { .tuple($0) })
        case .arrayLiteral(let elements):
            guard case .known(let type) = expected else { return nil }
            var elementType: RuntimeType?
            if case .array(let element)? = type.map(unwrapped) { elementType = element }
            let values = elements.map { coerced($0, elementType) }
            let span = expression.span
            return Lowered(eval: { frame in
                try interpreter.chargeElements(values.count, span)
                return .array(try values.map { try $0(frame) })
            },
                           type: elementType.map { .array($0) })
        case .inoutArgument(let inner):
            return lower(inner, expected)
        case .injectIntoOptional(let inner):
            var wrappedExpectation = expected
            if case .known(let type) = expected { wrappedExpectation = .known(type.map(unwrapped)) }
            guard let value = lower(inner, wrappedExpectation) else { return nil }
            let eval = value.eval
            return Lowered(eval: { frame in
                let wrapped = try eval(frame)
                if case .void = wrapped { return wrapped }
                return .optional(wrapped)
            }, type: value.type.map { .optional($0) })
        case .dictionaryLiteral, .subscriptAccess, .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap,
             .cast, .isType, .typeExpression, .closure, .range:
            return nil
        }
    }

    // MARK: - Names

    /// A name in the tree walker's order: a local, a global, then a member of `self`.
    private func identifier(_ name: String, span: Span) -> Lowered? {
        if let local = lookup(name) {
            let slot = local.slot
            return Lowered(eval: { frame in frame[slot] }, type: local.type)
        }
        // Inside a type, its own property hides a global of the same name, as in Swift.
        if let selfLocal = lookup("self"), case .nominal(let owner)? = selfLocal.type, owner.kind != .builtin,
           owner.fieldIndex(name) != nil || owner.computedProperties[name] != nil {
            return member(Expr(.selfExpression, span: span), name, span: span)
        }
        if selfMethodNamed(name) { return nil }
        if let global = interpreter.globals[local: name] {
            if let getter = global.getter {
                let interpreter = self.interpreter
                return Lowered(eval: { _ in try interpreter.readComputed(getter) }, type: getter.type)
            }
            return Lowered(eval: { _ in global.value }, type: globalType(global))
        }
        return nil
    }

    /// Whether the `self` being lowered has a method `name` (which hides a global of that name).
    func selfMethodNamed(_ name: String) -> Bool {
        guard let selfLocal = lookup("self"), case .nominal(let owner)? = selfLocal.type, owner.kind != .builtin else { return false }
        return owner.methods[name] != nil
    }

    /// The type a name denotes when it is not a value (`Accion` in `Accion.pulsar`).
    func typeNamed(_ expression: Expr) -> TypeInfo? {
        guard case .identifier(let name) = expression.kind, lookup(name) == nil,
              interpreter.globals[local: name] == nil, interpreter.functions[name] == nil else { return nil }
        if let selfLocal = lookup("self"), case .nominal(let owner)? = selfLocal.type,
           owner.fieldIndex(name) != nil || owner.computedProperties[name] != nil || owner.methods[name] != nil {
            return nil
        }
        if let context, context.staticProperties[name] != nil || context.caseNamed(name) != nil { return nil }
        return interpreter.lookupType([name], context: context)
    }

    /// The tree walker's `implicitBase` for a known expected type.
    func implicitBase(_ name: String, _ expected: RuntimeType) -> TypeInfo? {
        if case .optional = expected, name == "none" || name == "some" { return nil }
        return expected.implicitMemberBase
    }

    /// `Tipo.caso` for a case without payload: a constant.
    func staticMember(_ name: String, of type: TypeInfo) -> Lowered? {
        guard let index = type.caseIndex(name), !type.cases[index].hasPayload else { return nil }
        let value = Value.enumCase(EnumValue(type: type, caseIndex: index, payload: []))
        return Lowered(eval: { _ in value }, type: .nominal(type))
    }

    /// `base.name`: a stored property by index or a computed one, checked against the value's
    /// type when it runs; any other value takes the tree walker's general member lookup.
    private func member(_ base: Expr, _ name: String, span: Span) -> Lowered? {
        if let type = typeNamed(base) { return staticMember(name, of: type) }
        guard let lowered = lower(base, .known(nil)) else { return nil }
        let interpreter = self.interpreter
        let baseValue = lowered.eval
        let general: (Value) throws -> Value = { value in
            if case .metatype(let type) = value {
                if name == "self" { return value }
                return try interpreter.staticMember(name, of: try interpreter.nominal(type, span: span), span: span)
            }
            return try interpreter.member(name, of: value, span: span)
        }
        guard case .nominal(let owner)? = lowered.type else {
            return Lowered(eval: { frame in try general(try baseValue(frame)) }, type: nil)
        }
        // A `lazy var` is read by the general lookup, which runs its initializer the first time;
        // a struct's first read changes the struct, so the value is written back to its place
        // (`self` in a `mutating` method, a `var`), as the tree walker's `firstLazyRead` does.
        if owner.kind == .structure, let index = owner.fieldIndex(name), owner.storedProperties[index].isLazy,
           let container = place(base) {
            return Lowered(eval: { frame in
                let value = try container.read(frame)
                let writeBack: ((inout Value) -> Void) throws -> Void = { change in try container.modify(frame) { change(&$0) } }
                if let first = try interpreter.firstLazyRead(name, of: value, writeBack: writeBack) { return first }
                return try general(value)
            }, type: fieldType(owner, index))
        }
        if let index = owner.fieldIndex(name), !owner.storedProperties[index].isLazy {
            let type = fieldType(owner, index)
            let uninitialized = error(Msg.Run.uninitializedProperty(name), span)
            let read: (Value) throws -> Value = { value in
                if case .void = value { throw uninitialized }
                return value
            }
            switch owner.kind {
            case .structure:
                return Lowered(eval: { frame in
                    let value = try baseValue(frame)
                    if case .structure(let found) = value, found.type === owner { return try read(found.fields[index]) }
                    return try general(value)
                }, type: type)
            case .classType:
                return Lowered(eval: { frame in
                    let value = try baseValue(frame)
                    if case .instance(let object) = value, object.type === owner { return try read(object.field(index)) }
                    return try general(value)
                }, type: type)
            case .enumeration, .builtin:
                break
            }
        }
        if owner.kind != .builtin, let property = owner.computedProperties[name] {
            let type = property.node.type.map { interpreter.resolveType($0, context: owner) }
            return Lowered(eval: { frame in
                let value = try baseValue(frame)
                if interpreter.ownerType(of: value) === owner { return try interpreter.readComputed(property, of: value) }
                return try general(value)
            }, type: type)
        }
        return Lowered(eval: { frame in try general(try baseValue(frame)) }, type: nil)
    }

    /// A stored property's type: as declared, else as the literal or the initializer call that
    /// gives its initial value says (nothing is evaluated ahead).
    func fieldType(_ owner: TypeInfo, _ index: Int) -> RuntimeType? {
        let property = owner.storedProperties[index]
        if let ref = property.type { return interpreter.resolveType(ref, context: owner) }
        switch property.initializer?.kind {
        case .booleanLiteral?: return .bool
        case .integerLiteral?: return .int
        case .floatLiteral?: return .double
        case .stringLiteral?: return .string
        case .call(let callee, _)?:
            guard case .identifier(let name) = callee.kind, let type = interpreter.lookupType([name], context: owner),
                  type.kind == .structure || type.kind == .classType else { return nil }
            return .nominal(type)
        default:
            return nil
        }
    }

    /// A global's type: declared, else that of the value it holds now when that is a plain type
    /// (a Swift variable keeps its type; an optional's value may not tell it).
    func globalType(_ global: Variable) -> RuntimeType? {
        if let declared = global.type { return declared }
        switch interpreter.runtimeType(of: global.value) {
        case .int?: return .int
        case .double?: return .double
        case .bool?: return .bool
        case .string?: return .string
        case .nominal(let info)?: return .nominal(info)
        default: return nil
        }
    }
}

private extension Optional where Wrapped == RuntimeType {
    /// One of the program's types, whose `prefix func` gives what it declares.
    var isProgramType: Bool {
        if case .nominal? = self { return true }
        return false
    }
}
