import Messages

/// Assignment to a `let`: locals and globals declared with `let`, parameters (constant unless
/// `inout`), `let` properties outside their type's `init`, computed properties without `set`,
/// and `self` (or its stored properties) in a non-`mutating` method of a struct or enum. The
/// same rule covers `&x` and calls to `mutating` methods. Classes are references: a `var`
/// property of an object can change through any reference, even a `let` one.
extension Checker {
    enum Mutation {
        case assignment
        case inoutArgument
        case mutatingCall(String)
    }

    /// Why a place cannot change.
    enum Immutable {
        case constant(String)
        case parameter(String)
        case letProperty(String)
        case readOnly(String)
        case immutableSelf

        var reason: String {
            switch self {
            case .constant(let name): return Msg.Check.constant(name)
            case .parameter(let name): return Msg.Check.parameter(name)
            case .letProperty(let name): return Msg.Check.letProperty(name)
            case .readOnly(let name): return Msg.Check.readOnly(name)
            case .immutableSelf: return Msg.Check.immutableSelf
            }
        }
    }

    mutating func checkAssignable(_ target: Expr, mutation: Mutation) {
        guard let problem = immutability(of: target) else { return }
        let message: String
        switch mutation {
        case .assignment: message = Msg.Check.cannotAssign(problem.reason)
        case .inoutArgument: message = Msg.Check.cannotPassInout(problem.reason)
        case .mutatingCall(let method): message = Msg.Check.cannotCallMutating(method, problem.reason)
        }
        report(message, at: target.span.start)
    }

    /// `valor.metodoMutating()` needs a `valor` that can change; a bare `metodoMutating()` needs
    /// a mutable `self`.
    mutating func checkMutatingCall(_ callee: Expr) {
        switch callee.kind {
        case .member(let base, let name):
            guard namedType(base) == nil, var type = typeOf(base) else { return }
            if case .optional(let wrapped) = type { type = wrapped }
            if case .array = type {
                guard Checker.arrayMutatingMethods.contains(name) else { return }
            } else {
                guard let info = table.info(for: type), info.kind != .classType, let method = info.methods[name],
                      method.isMutating, !method.isStatic else { return }
            }
            checkAssignable(base, mutation: .mutatingCall(name))
        case .identifier(let name):
            guard local(name) == nil, let info = currentType, info.kind != .classType, let method = info.methods[name],
                  method.isMutating, !context.isStatic, !context.selfIsMutable, !context.isInitializer else { return }
            report(Msg.Check.cannotCallMutating(name, Immutable.immutableSelf.reason), at: callee.span.start)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .implicitMember, .call, .subscriptAccess, .prefix, .binary,
             .assignment, .ternary, .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple,
             .inoutArgument, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional, .overload:
            return
        }
    }

    static let arrayMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "shuffle", "swapAt",
    ]

    /// Why `target` cannot change, or nil when it can (or when that cannot be known).
    func immutability(of target: Expr) -> Immutable? {
        switch target.kind {
        case .identifier(let name):
            guard name != "_" else { return nil }
            if let binding = local(name) { return constness(binding, name) }
            if let property = selfProperty(name), let info = currentType {
                return immutability(ofProperty: name, property, in: info, base: nil)
            }
            return global(name).flatMap { constness($0, name) }
        case .selfExpression:
            guard let info = currentType, info.kind != .classType else { return nil }
            return context.selfIsMutable || context.isInitializer ? nil : .immutableSelf
        case .member(let base, let name):
            // `t.0`: a tuple element changes with its tuple.
            if Int(name) != nil { return immutability(of: base) }
            if let type = namedType(base) {
                guard let info = table.info(for: type), let property = info.properties[name] else { return nil }
                return immutability(ofProperty: name, property, in: info, base: base)
            }
            guard var type = typeOf(base) else { return nil }
            if case .optional(let wrapped) = type { type = wrapped }
            guard let info = table.info(for: type), let property = info.properties[name] else { return nil }
            return immutability(ofProperty: name, property, in: info, base: base)
        case .subscriptAccess(let base, _):
            if let type = typeOf(base), let info = table.info(for: type), info.kind == .classType { return nil }
            return immutability(of: base)
        case .forceUnwrap(let inner), .bindOptional(let inner), .optionalEvaluation(let inner):
            return immutability(of: inner)
        case .tuple(let elements):
            return elements.lazy.compactMap { immutability(of: $0.value) }.first
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .implicitMember, .call, .prefix, .binary, .assignment, .ternary, .nilCoalescing,
             .inoutArgument, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional, .overload:
            return nil
        }
    }

    private func constness(_ binding: ScopeEntry, _ name: String) -> Immutable? {
        guard binding.isLet, binding.kind != .deferredLet else { return nil }
        return binding.kind == .parameter ? .parameter(name) : .constant(name)
    }

    /// `base.name` (or a bare `name` of `self` when `base` is nil).
    private func immutability(ofProperty name: String, _ property: DeclaredType.Property, in info: DeclaredType,
                              base: Expr?) -> Immutable? {
        if property.isComputed, !property.hasSetter { return .readOnly(name) }
        if property.isLet {
            // `init` gives each `let` property of its own type its value.
            let onSelf = base.map { if case .selfExpression = $0.kind { return true } else { return false } } ?? true
            if onSelf, context.isInitializer, currentType === info { return nil }
            return .letProperty(name)
        }
        if property.isStatic || info.kind == .classType { return nil }
        // A stored property of a value changes only if the value holding it can.
        guard let base else { return context.selfIsMutable || context.isInitializer ? nil : .immutableSelf }
        return immutability(of: base)
    }
}
