import Language
import Messages

extension Interpreter {
    /// Matches `value` against `pattern`, declaring the names it binds in `scope`.
    /// Enum-case patterns see through optionals (`.alerta` matches `Optional(.alerta)`), as in Swift.
    func match(_ pattern: Pattern, _ value: Value, _ scope: Scope, bindsBareNames: Bool) throws -> Bool {
        switch pattern.kind {
        case .wildcard:
            return true
        case .binding(let name):
            scope.declare(name, value, isLet: true)
            return true
        case .valueBinding(let isLet, let inner):
            return try matchBinding(inner, value, scope, isLet: isLet)
        case .typed(let inner, let ref):
            return try match(inner, try coerce(value, to: resolveType(ref, context: typeContext)), scope,
                             bindsBareNames: bindsBareNames)
        case .enumCase(let typeRef, let name, let payload):
            return try matchCase(typeRef, name, payload, value, scope, bindsBareNames: bindsBareNames, span: pattern.span)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil {
                return try match(elements[0].pattern, value, scope, bindsBareNames: bindsBareNames)
            }
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
            for (element, item) in zip(elements, tuple.elements) {
                guard try match(element.pattern, item, scope, bindsBareNames: bindsBareNames) else { return false }
            }
            return true
        case .optionalSome(let inner):
            guard case .optional(let wrapped) = value, let wrapped else { return false }
            return try match(inner, wrapped, scope, bindsBareNames: bindsBareNames)
        case .expression(let expression):
            if bindsBareNames, case .identifier(let name) = expression.kind {
                scope.declare(name, value, isLet: true)
                return true
            }
            return try matchExpression(expression, value, scope)
        case .cast(let inner, let ref):
            // `case let b as B` over an `A?`: what the optional wraps is cast, as in `as?`.
            guard let cast = cast(value, to: resolveType(ref, in: scope)) else { return false }
            return try match(inner, cast, scope, bindsBareNames: bindsBareNames)
        case .isType(let ref):
            return cast(value, to: resolveType(ref, in: scope)) != nil
        }
    }

    private func matchBinding(_ pattern: Pattern, _ value: Value, _ scope: Scope, isLet: Bool) throws -> Bool {
        let inner = Scope(parent: scope)
        guard try match(pattern, value, inner, bindsBareNames: true) else { return false }
        for (name, variable) in inner.locals {
            scope.declare(name, variable.value, isLet: isLet)
        }
        return true
    }

    private func matchCase(_ typeRef: TypeRef?, _ name: String, _ payload: [PatternElement]?, _ value: Value,
                           _ scope: Scope, bindsBareNames: Bool, span: Span) throws -> Bool {
        switch value {
        case .enumCase(let enumValue) where enumValue.type.caseIndex(name) == nil && payload == nil:
            return try matchStaticMember(name, value, scope, span: span)
        case .enumCase(let enumValue):
            guard enumValue.caseName == name else { return false }
            guard let payload else { return true }
            if payload.count == 1, enumValue.payload.count > 1 {
                // `.cargando(let todo)` binds the whole payload as a tuple.
                let labels = enumValue.caseInfo?.payloadElements.map(\.label) ?? []
                let tuple = Value.tuple(TupleValue(labels: labels, elements: enumValue.payload))
                return try match(payload[0].pattern, tuple, scope, bindsBareNames: bindsBareNames)
            }
            guard payload.count == enumValue.payload.count else { return false }
            for (element, item) in zip(payload, enumValue.payload) {
                guard try match(element.pattern, item, scope, bindsBareNames: bindsBareNames) else { return false }
            }
            return true
        case .optional(let wrapped):
            switch name {
            case "none": return wrapped == nil && typeRef.map(isOptionalRef) ?? true
            case "some":
                guard let wrapped else { return false }
                guard let payload, let first = payload.first else { return true }
                return try match(first.pattern, wrapped, scope, bindsBareNames: bindsBareNames)
            default:
                guard let wrapped else { return false }
                return try matchCase(typeRef, name, payload, wrapped, scope, bindsBareNames: bindsBareNames, span: span)
            }
        case .structure, .instance:
            return payload == nil ? try matchStaticMember(name, value, scope, span: span) : false
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .array, .dictionary, .set, .range, .tuple, .function,
             .metatype, .opaque, .void:
            return false
        }
    }

    /// `case .some(.origen)` of a struct's value: `.origen` is a static member, not a case,
    /// and matches by `==`, as Swift's `~=` does.
    private func matchStaticMember(_ name: String, _ value: Value, _ scope: Scope, span: Span) throws -> Bool {
        try matchExpression(Expr(.implicitMember(name), span: span), value, scope)
    }

    private func isOptionalRef(_ ref: TypeRef) -> Bool {
        if case .named(let path, _) = ref.kind { return path.first == "Optional" }
        if case .optional = ref.kind { return true }
        return false
    }

    /// A value pattern: `3`, `"x"`, `limite`, `1...3` (a range matches what it contains).
    private func matchExpression(_ expression: Expr, _ value: Value, _ scope: Scope) throws -> Bool {
        if case .range = expression.kind {
            guard case .range(let range) = try evaluate(expression, scope, expected: nil) else { return false }
            return Interpreter.rangeMatches(range, value)
        }
        let expected = runtimeType(of: value)
        let other = try evaluate(expression, scope, expected: expected)
        // `case adolescencia:` with `let adolescencia = 13...19`: `~=` on a range is `contains`.
        if case .range(let range) = other, !isRange(value) { return Interpreter.rangeMatches(range, value) }
        return valuesEqual(value, try coerce(other, to: expected))
    }

    /// Whether a range pattern (`1...3`, `0..<n`) matches: it contains the value.
    static func range(_ low: Value, _ high: Value, closed: Bool, contains value: Value) -> Bool {
        if let candidate = numeric(value), let l = numeric(low), let h = numeric(high) {
            return candidate >= l && (closed ? candidate <= h : candidate < h)
        }
        return rangeMatches(RangeValue(lower: low, upper: high, kind: closed ? .closed : .halfOpen), value)
    }

    private func isRange(_ value: Value) -> Bool {
        if case .range = value { return true }
        return false
    }

    /// `~=` of any range, one-sided too: numbers compared as numbers, strings and characters as text.
    static func rangeMatches(_ range: RangeValue, _ value: Value) -> Bool {
        range.contains(value) { a, b in
            if let x = numeric(a), let y = numeric(b) { return x < y }
            if let x = a.text, let y = b.text { return x < y }
            return false
        }
    }

    private static func numeric(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .uint8(let number): return Double(number)
        case .fixed(let fixed): return Double(fixed.number)
        case .scalar: return nil
        case .double(let number): return number
        case .float(let number): return Double(number)
        case .bool, .string, .substring, .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure, .instance,
             .function, .metatype, .opaque, .void:
            return nil
        }
    }
}
