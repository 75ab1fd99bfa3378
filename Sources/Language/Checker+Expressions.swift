/// The checker's walk through expressions (where assignments, `&x` and mutating calls are
/// checked) and the static type of simple expressions.
extension Checker {
    mutating func walk(_ expression: Expr) {
        switch expression.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .selfExpression,
             .implicitMember, .typeExpression:
            break
        case .stringLiteral(let segments):
            for case .interpolation(let inner) in segments { walk(inner) }
        case .arrayLiteral(let elements):
            for element in elements { walk(element) }
        case .dictionaryLiteral(let pairs):
            for pair in pairs { walk(pair.key); walk(pair.value) }
        case .member(let base, _), .bindOptional(let base), .optionalEvaluation(let base), .forceUnwrap(let base),
             .injectIntoOptional(let base), .overload(let base, _, _):
            walk(base)
        case .call(let callee, let arguments):
            walk(callee)
            for argument in arguments { walk(argument.value) }
            checkMutatingCall(callee)
        case .subscriptAccess(let base, let arguments):
            walk(base)
            for argument in arguments { walk(argument.value) }
        case .prefix(_, let operand): walk(operand)
        case .binary(_, let left, let right), .nilCoalescing(let left, let right), .range(let left, let right, _):
            walk(left)
            walk(right)
        case .assignment(_, let target, let value):
            walk(target)
            walk(value)
            checkAssignable(target, mutation: .assignment)
        case .ternary(let condition, let then, let otherwise):
            walk(condition)
            walk(then)
            walk(otherwise)
        case .tuple(let elements):
            for element in elements { walk(element.value) }
        case .inoutArgument(let inner):
            walk(inner)
            checkAssignable(inner, mutation: .inoutArgument)
        case .cast(let inner, _, _), .isType(let inner, _):
            walk(inner)
        case .closure(let parameters, let body):
            withScope { checker in
                for name in parameters { checker.declare(name, ScopeEntry(type: nil, isLet: true, kind: .parameter)) }
                for statement in body { checker.walk(statement) }
            }
        }
    }

    // MARK: - Static types

    /// The type of an expression when it is plain to see; nil otherwise.
    func typeOf(_ expression: Expr) -> StaticType? {
        guard inferenceDepth < 24 else { return nil }
        var inner = self
        inner.inferenceDepth += 1
        return inner.inferType(expression)
    }

    private func inferType(_ expression: Expr) -> StaticType? {
        switch expression.kind {
        case .integerLiteral: return .named("Int")
        case .floatLiteral: return .named("Double")
        case .booleanLiteral: return .named("Bool")
        case .stringLiteral: return .named("String")
        case .identifier(let name):
            if let binding = local(name) { return binding.type }
            if let property = selfProperty(name), let info = currentType { return propertyType(property, of: info) }
            return global(name)?.type
        case .selfExpression:
            return context.path.isEmpty ? nil : .named(context.path.joined(separator: "."))
        case .member(let base, let name):
            if let type = namedType(base) { return staticMemberType(name, of: type) }
            switch typeOf(base) {
            case .tuple(let elements)?:
                guard let index = Int(name), index >= 0, index < elements.count else { return nil }
                return elements[index]
            case let type?:
                guard let info = table.info(for: type), let property = info.properties[name] else { return nil }
                return propertyType(property, of: info)
            case nil:
                return nil
            }
        case .call(let callee, _):
            return resultType(of: callee)
        case .tuple(let elements):
            return .tuple(elements.map { typeOf($0.value) })
        case .forceUnwrap(let inner):
            if case .optional(let wrapped)? = typeOf(inner) { return wrapped }
            return nil
        case .nilCoalescing(let left, let right):
            if case .optional(let wrapped)? = typeOf(left) { return wrapped }
            return typeOf(right)
        case .ternary(_, let then, let otherwise):
            return typeOf(then) ?? typeOf(otherwise)
        case .arrayLiteral(let elements):
            return .array(elements.first.flatMap { typeOf($0) })
        case .cast(_, let type, let kind):
            let target = table.resolve(type, from: context.path)
            return kind == .conditional ? target.map { .optional($0) } : target
        case .isType: return .named("Bool")
        case .binary(let op, _, _):
            return ["==", "!=", "<", "<=", ">", ">=", "&&", "||", "===", "!=="].contains(op) ? .named("Bool") : nil
        case .prefix(let op, let operand):
            return op == "!" ? .named("Bool") : typeOf(operand)
        case .nilLiteral, .dictionaryLiteral, .implicitMember, .subscriptAccess, .assignment, .bindOptional,
             .optionalEvaluation, .inoutArgument, .typeExpression, .closure, .range, .injectIntoOptional, .overload:
            return nil
        }
    }

    /// `Estado` in `Estado.listo` or `Estado(…)`: an expression that names one of the file's types.
    func namedType(_ expression: Expr) -> StaticType? {
        switch expression.kind {
        case .identifier(let name):
            guard local(name) == nil, selfProperty(name) == nil, global(name) == nil,
                  let full = table.lookup([name], from: context.path) else { return nil }
            return .named(full)
        case .member(let base, let name):
            guard case .named(let outer)? = namedType(base), table.types["\(outer).\(name)"] != nil else { return nil }
            return .named("\(outer).\(name)")
        case .typeExpression(let type):
            return table.resolve(type, from: context.path)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .implicitMember, .call, .subscriptAccess, .prefix, .binary,
             .assignment, .ternary, .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple,
             .inoutArgument, .cast, .isType, .closure, .range, .injectIntoOptional, .overload:
            return nil
        }
    }

    /// `T.caso` is a `T`; `T.propiedadEstática` has the property's type.
    private func staticMemberType(_ name: String, of type: StaticType) -> StaticType? {
        guard let info = table.info(for: type) else { return nil }
        if info.enumCase(name) != nil { return type }
        if let property = info.properties[name], property.isStatic { return propertyType(property, of: info) }
        return nil
    }

    /// The result of calling `callee`: a type's initializer, an enum case, a function or method.
    private func resultType(of callee: Expr) -> StaticType? {
        if let type = namedType(callee) { return type }
        switch callee.kind {
        case .identifier(let name):
            if let info = currentType, let method = info.methods[name] {
                return method.result.flatMap { table.resolve($0, from: info.name.split(separator: ".").map(String.init)) }
            }
            if local(name) == nil, let result = functions[name] {
                return result.flatMap { table.resolve($0, from: []) }
            }
            return nil
        case .member(let base, let name):
            if let type = namedType(base) {
                guard let info = table.info(for: type) else { return nil }
                if info.enumCase(name) != nil { return type }
                if let method = info.methods[name], method.isStatic {
                    return method.result.flatMap { table.resolve($0, from: info.name.split(separator: ".").map(String.init)) }
                }
                return name == "init" ? type : nil
            }
            guard let type = typeOf(base), let info = table.info(for: type), let method = info.methods[name] else { return nil }
            return method.result.flatMap { table.resolve($0, from: info.name.split(separator: ".").map(String.init)) }
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .selfExpression, .implicitMember, .call, .subscriptAccess, .prefix, .binary,
             .assignment, .ternary, .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple,
             .inoutArgument, .cast, .isType, .closure, .range, .typeExpression, .injectIntoOptional, .overload:
            return nil
        }
    }

    /// A property's declared type, or the type of its initial value, seen from its own type.
    func propertyType(_ property: DeclaredType.Property, of info: DeclaredType) -> StaticType? {
        let path = info.name.split(separator: ".").map(String.init)
        if let type = property.type { return table.resolve(type, from: path) }
        guard let initializer = property.initializer else { return nil }
        var inner = self
        inner.context = TypeContext(path: path, selfIsMutable: false, isInitializer: false, isStatic: property.isStatic)
        inner.scopes = [scopes[0]]
        return inner.typeOf(initializer)
    }
}
