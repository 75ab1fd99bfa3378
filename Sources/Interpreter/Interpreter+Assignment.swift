import Language
import Messages

extension Interpreter {
    /// `target = value`, `target += value`, …
    func assign(_ op: String, target: Expr, valueExpression: Expr, _ scope: Scope, span: Span) throws {
        if case .identifier("_") = target.kind {
            _ = try evaluate(valueExpression, scope, expected: nil)
            return
        }
        if case .tuple(let targets) = target.kind, op == "=" {
            // `(x, y) = (y, x)`: the whole right side first, then each place in order.
            guard case .tuple(let values) = try evaluate(valueExpression, scope, expected: nil),
                  values.elements.count == targets.count else { throw error(Msg.Run.notAssignable, span) }
            for (place, value) in zip(targets, values.elements) {
                if case .identifier("_") = place.value.kind { continue }
                try store(try coerce(value, to: declaredType(of: place.value, scope)), into: place.value, scope)
            }
            return
        }
        if case .optionalEvaluation(let inner) = target.kind {
            // `a?.b += 1` does nothing when `a` is nil.
            do { try assign(op, target: inner, valueExpression: valueExpression, scope, span: span) } catch is OptionalChainNil {}
            return
        }
        let (target, scope) = try pinningSubscripts(target, scope)
        // `x[i] = v` of a declared `subscript` and `t.f = v` of a computed property run only
        // their setter, as in Swift: the getter (which may count its calls) is not run.
        let reads = op != "=" || !(isDeclaredSubscript(target, scope) || isComputedProperty(target, scope))
        let current = !reads ? nil : op == "=" ? (try? evaluate(target, scope, expected: nil)) : try evaluate(target, scope, expected: nil)
        var expected = current.flatMap(runtimeType(of:))
        if case .optional(nil)? = current { expected = declaredType(of: target, scope) }
        if expected == nil { expected = declaredType(of: target, scope) }
        let value = try coerce(try evaluate(valueExpression, scope, expected: expected), to: expected)
        let final: Value
        if op == "=" {
            final = value
        } else {
            let arithmetic = String(op.dropLast())
            guard let current else { throw error(Msg.Run.typeMismatch(op, runtimeTypeName(value)), span) }
            // `m += otra` with the program's `static func += (a: inout Matriz, b: Matriz)`.
            if let type = ownerType(of: current), type.kind != .builtin,
               let function = type.staticMethods[op]?.first(where: { $0.node.parameters.count == 2 }) {
                let outcome = try invoke(function, selfValue: .metatype(.nominal(type)), selfIsMutable: false, context: type,
                                         arguments: [current, value], captured: nil, span: span)
                return try store(outcome.parameters.first ?? current, into: target, scope)
            }
            try chargeResult(arithmetic, current, value, span)
            guard let combined = try Builtins.binary(arithmetic, current, value) else {
                try checkArithmetic(arithmetic, current, value, span)
                throw error(Msg.Run.typeMismatch(op, runtimeTypeName(value)), span)
            }
            final = combined
        }
        try store(final, into: target, scope)
    }

    /// The declared type of an assignable expression, when a declaration says it.
    private func declaredType(of target: Expr, _ scope: Scope) -> RuntimeType? {
        switch target.kind {
        case .identifier(let name):
            if let variable = variable(name, scope) { return variable.type }
            // A property of `self` named alone.
            guard let selfValue = scope.lookup("self")?.value, let owner = ownerType(of: selfValue),
                  let property = owner.storedProperties.first(where: { $0.name == name }), let ref = property.type else { return nil }
            return resolveType(ref, context: owner)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            // `d[k] = (v, h)` into a `[String: (vehiculo: V, entrada: Int)]`: the entry's type gives the labels.
            switch declaredType(of: base, scope) {
            case .dictionary(_, let value)?: return .optional(value)
            case .array(let element)?: return element
            default: return nil
            }
        case .member(let base, let name):
            guard let owner = (try? evaluate(base, scope, expected: nil)).flatMap(ownerType),
                  let ref = owner.storedProperties.first(where: { $0.name == name })?.type
                    ?? owner.computedProperties[name]?.node.type else {
                return nil
            }
            return resolveType(ref, context: owner)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .implicitMember, .call, .subscriptAccess, .prefix, .binary,
             .assignment, .ternary, .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple,
             .inoutArgument, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional, .overload, .tryExpression,
             .staticType:
            return nil
        }
    }

    /// `base.name` where `name` is a computed property with a setter of the program's type.
    private func isComputedProperty(_ target: Expr, _ scope: Scope) -> Bool {
        guard case .member(let base, let name) = target.kind,
              let owner = (try? evaluate(base, scope, expected: nil)).flatMap(ownerType) else { return false }
        return owner.kind != .builtin && owner.computedProperties[name]?.node.setter != nil
    }

    /// `d[k] = v`, `d[k] = nil`, `d[k, default: 0] += 1`, `d[k]?.append(x)`: the entry as an
    /// optional (or as its default), written back or removed.
    private func modifyEntry(_ entries: inout DictionaryValue, _ key: Value, default fallback: Expr?, _ scope: Scope,
                             span: Span, _ body: (inout Value) throws -> Void) throws {
        var slot: Value
        if let fallback {
            slot = try entries[key] ?? evaluate(fallback, scope, expected: entries.values.first.flatMap(runtimeType(of:)))
        } else {
            slot = .optional(entries[key])
        }
        try body(&slot)
        if case .optional(let wrapped) = slot, fallback == nil {
            entries[key] = wrapped
        } else {
            entries[key] = slot
        }
    }

    func store(_ value: Value, into target: Expr, _ scope: Scope) throws {
        let saved = storingInto
        storingInto = target.span
        defer { storingInto = saved }
        try modify(target, scope, span: target.span) { $0 = value }
    }

    /// Gives `body` in-place access to the storage `target` names: a variable, a field of a
    /// value (its container is modified in turn), a field of a class instance (shared), an
    /// array element, or a force-unwrapped optional.
    func modify(_ target: Expr, _ scope: Scope, span: Span, _ body: (inout Value) throws -> Void) throws {
        modifying += 1
        do {
            try modifyPath(target, scope, span: span, body)
        } catch {
            modifying -= 1
            if modifying == 0 { pendingObservers.removeAll() }
            throw error
        }
        modifying -= 1
        // Property observers run once the write is over: they may read anything, the variable
        // that was being written included.
        guard modifying == 0, !pendingObservers.isEmpty else { return }
        let observers = pendingObservers
        pendingObservers.removeAll()
        for observer in observers { try observer() }
    }

    private func modifyPath(_ target: Expr, _ scope: Scope, span: Span, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .identifier(let name):
            if let variable = variable(name, scope) {
                guard !variable.isLet else { throw error(Msg.Run.assignToConstant(name), span) }
                try modifyVariable(variable, body)
                return
            }
            if scope.lookup("self") != nil {
                let member = Expr(.member(Expr(.selfExpression, span: target.span), name), span: target.span)
                return try modify(member, scope, span: span, body)
            }
            if let context = typeContext, context.staticProperties[name] != nil {
                var value = try staticMember(name, of: context, span: span)
                try body(&value)
                try writeStatic(name, of: context, value)
                return
            }
            if let global = globals[local: name] {
                guard !global.isLet else { throw error(Msg.Run.assignToConstant(name), span) }
                try modifyVariable(global, body)
                return
            }
            throw error(Msg.Run.unknownName(name), span)
        case .selfExpression:
            guard let variable = scope.lookup("self") else { throw error(Msg.Run.unknownName("self"), span) }
            guard !variable.isLet else { throw error(Msg.Run.assignToSelfInNonMutating, span) }
            try body(&variable.value)
        case .member(let base, let name):
            let baseValue = try evaluate(base, scope, expected: nil)
            switch baseValue {
            case .instance(let object):
                if object.type.hasWeakFields, let index = object.type.fieldIndex(name), object.type.storedProperties[index].isWeak {
                    var container = baseValue
                    return try modifyMember(name, in: &container, span: span, body)
                }
                if object.type.fieldIndex(name) == nil {
                    _ = try modifyComputed(name, of: object.type, receiver: baseValue, span: span,
                                           replacing: storingInto == target.span, body)
                    return
                }
                try modifyField(name, of: object.type, fields: &object.fields, receiver: baseValue, span: span,
                                replacing: storingInto == target.span, body)
            case .metatype(let type):
                let info = try nominal(type, span: span)
                var value = try staticMember(name, of: info, span: span)
                try body(&value)
                try writeStatic(name, of: info, value)
            case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float,
                 .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure, .function, .opaque, .void:
                if case .selfExpression = base.kind, let variable = scope.lookup("self"), variable.isLet,
                   case .structure = variable.value {
                    throw error(Msg.Run.assignToSelfInNonMutating, span)
                }
                let replacing = storingInto == target.span
                try modify(base, scope, span: span) { container in
                    // Where the struct lives, for a `didSet` that changes it (see `observe`).
                    let saved = observedStructBase
                    observedStructBase = (base, scope)
                    defer { observedStructBase = saved }
                    try modifyMember(name, in: &container, span: span, replacing: replacing, body)
                }
            }
        case .subscriptAccess(let base, let arguments):
            if try modifyDeclaredSubscript(target, base, arguments, scope, span: span, body) { return }
            guard let first = arguments.first else { throw error(Msg.Run.notAssignable, span) }
            if let keyType = dictionaryKeyType(base, scope) {
                let key = try evaluate(first.value, scope, expected: keyType)
                let fallback = arguments.count == 2 && arguments[1].label == "default" ? arguments[1].value : nil
                return try modify(base, scope, span: span) { container in
                    guard case .dictionary(var entries) = container else { throw error(Msg.Run.notAssignable, span) }
                    container = .void
                    defer { container = .dictionary(entries) }
                    try modifyEntry(&entries, key, default: fallback, scope, span: span, body)
                }
            }
            // `xs[...] = …`: every index of what is there when it is written.
            let index = first.value.isUnboundedRange ? nil : try evaluate(first.value, scope, expected: .int)
            try modify(base, scope, span: span) { container in
                guard let index = index ?? wholeIndices(of: container) else { throw error(Msg.Run.notAssignable, span) }
                try modifyElements(&container, at: index, span: span, body)
            }
        case .forceUnwrap(let inner):
            try modify(inner, scope, span: span) { optional in
                guard case .optional(let wrapped) = optional, var unwrapped = wrapped else {
                    throw error(Msg.Run.unwrapNil, span)
                }
                try body(&unwrapped)
                optional = .optional(unwrapped)
            }
        case .bindOptional(let inner):
            try modify(inner, scope, span: span) { optional in
                guard case .optional(let wrapped) = optional, var unwrapped = wrapped else { throw OptionalChainNil() }
                try body(&unwrapped)
                optional = .optional(unwrapped)
            }
        case .optionalEvaluation(let inner):
            do { try modify(inner, scope, span: span, body) } catch is OptionalChainNil { return }
        case .inoutArgument(let inner):
            try modify(inner, scope, span: span, body)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .implicitMember, .call, .prefix, .binary, .assignment, .ternary, .nilCoalescing,
             .tuple, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional, .overload, .tryExpression,
             .staticType:
            throw error(Msg.Run.notAssignable, span)
        }
    }

    /// The key type of the dictionary `base` names (nil inside when it has no key yet), or nil
    /// when it names no dictionary. Only the type is kept: the dictionary read to find it would
    /// share its storage with the one being changed, and each `d[k] = v` would copy it all.
    private func dictionaryKeyType(_ base: Expr, _ scope: Scope) -> RuntimeType?? {
        guard case .dictionary(let current)? = try? evaluate(base, scope, expected: nil) else { return nil }
        return .some(current.keys.first.flatMap(runtimeType(of:)))
    }

    /// `replacing`: the member is the whole place an assignment writes (`t.f = v`), so a
    /// computed property's getter is not run before its setter.
    func modifyMember(_ name: String, in container: inout Value, span: Span, replacing: Bool = false,
                              _ body: (inout Value) throws -> Void) throws {
        switch container {
        case .structure(var value):
            container = .void
            defer { container = .structure(value) }
            try modifyField(name, of: value.type, fields: &value.fields, receiver: .structure(value), span: span,
                            replacing: replacing, body)
        case .tuple(var tuple):
            let index = Int(name) ?? tuple.labels.firstIndex(of: name)
            guard let index, tuple.elements.indices.contains(index) else {
                throw error(Msg.Run.unknownMember(name, of: runtimeTypeName(container)), span)
            }
            container = .void
            defer { container = .tuple(tuple) }
            try body(&tuple.elements[index])
        case .instance(let object):
            // An observer reads the instance's fields: it runs once the field is written, outside the access.
            if let index = object.type.fieldIndex(name),
               object.type.storedProperties[index].hasObservers || object.type.observerLayers[name] != nil,
               !observing.contains(ObservedProperty(object.type, name)) {
                var new = object.field(index)
                try body(&new)
                try observe(object.type.storedProperties[index], of: object.type, from: object.field(index), to: new,
                            receiver: container) { object.modifyField(index) { $0 = new } }
                return
            }
            if object.type.hasWeakFields, let index = object.type.fieldIndex(name), object.type.storedProperties[index].isWeak {
                return try object.modifyField(index, body)
            }
            if object.type.fieldIndex(name) == nil {
                _ = try modifyComputed(name, of: object.type, receiver: container, span: span, replacing: replacing, body)
                return
            }
            try modifyField(name, of: object.type, fields: &object.fields, receiver: container, span: span,
                            replacing: replacing, body)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .enumCase, .function,
             .metatype, .opaque, .void:
            throw error(Msg.Run.notAssignable, span)
        }
    }

    /// A stored field is modified in place (then its `didSet` runs); a computed one goes
    /// through its getter and setter.
    private func modifyField(_ name: String, of type: TypeInfo, fields: inout [Value], receiver: Value, span: Span,
                             replacing: Bool = false, _ body: (inout Value) throws -> Void) throws {
        if let index = type.fieldIndex(name) {
            let property = type.storedProperties[index]
            // Inside its own observer, a property is set without running them again, as in Swift.
            // A subclass may observe it where the class that stores it does not (`override var r { didSet … }`).
            guard property.hasObservers || type.observerLayers[name] != nil, !observing.contains(ObservedProperty(type, name)) else {
                return try body(&fields[index])
            }
            var new = fields[index]
            try body(&new)
            var written = fields
            written[index] = new
            // The observers see the value as it is once written (`didSet` may read the property).
            var after = receiver
            if case .structure(var value) = receiver { value.fields = written; after = .structure(value) }
            try observe(property, of: type, from: fields[index], to: new, receiver: after, before: receiver,
                        storedIn: receiver.isStructure ? observedStructBase : nil) {}
            fields = written
            return
        }
        if let updated = try modifyComputed(name, of: type, receiver: receiver, span: span, replacing: replacing, body) {
            fields = updated
        }
    }

    /// A computed property written through its getter and setter; for a struct, the fields its
    /// setter leaves. A class instance's is reached without holding its fields: its setter may
    /// write them (`set { escrituras += 1 }`).
    private func modifyComputed(_ name: String, of type: TypeInfo, receiver: Value, span: Span, replacing: Bool,
                                _ body: (inout Value) throws -> Void) throws -> [Value]? {
        guard let property = type.computedProperties[name], let setter = property.node.setter else {
            throw error(Msg.Run.unknownMember(name, of: type.qualifiedName), span)
        }
        var value = replacing ? Value.void : try readComputed(property, of: receiver)
        try body(&value)
        let inner = Scope(parent: globals)
        inner.declare(setter.name, value, isLet: true)
        let outcome = try runBody(setter.body.statements, file: property.file, selfValue: receiver, selfIsMutable: true,
                                  context: type, returnType: nil, scope: inner)
        if case .structure(let updated)? = outcome.selfValue { return updated.fields }
        return nil
    }
}
