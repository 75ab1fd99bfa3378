import Language

/// `==` as Swift calls it through `Equatable`: a type's own `static func ==` where it declares
/// one — also for the elements of arrays, optionals and tuples, and in `contains`,
/// `firstIndex(of:)` and `==` passed as a function — else the structural equality that
/// `valuesEqual` computes (what Swift synthesizes).
extension Interpreter {
    func equal(_ a: Value, _ b: Value, span: Span) throws -> Bool {
        if declaresEquality(a), case .bool(let same)? = try userOperator("==", a, b, span: span) { return same }
        switch (a, b) {
        case (.array(let x), .array(let y)) where x.first.map(holdsDeclaredEquality) == true:
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p, q, span: span) { return false }
            return true
        case (.optional(let x?), .optional(let y?)) where holdsDeclaredEquality(x):
            return try equal(x, y, span: span)
        case (.tuple(let x), .tuple(let y)) where x.elements.count == y.elements.count && x.elements.contains(where: holdsDeclaredEquality):
            for (p, q) in zip(x.elements, y.elements) where try !equal(p, q, span: span) { return false }
            return true
        default:
            return valuesEqual(a, b)
        }
    }

    /// Whether the value's own type declares `==` (a class's may come from its superclass).
    private func declaresEquality(_ value: Value) -> Bool {
        guard let owner = ownerType(of: value), owner.kind != .builtin else { return false }
        return owner.staticMethods["=="] != nil
    }

    /// Whether comparing the value asks a declared `==`, here or inside it.
    private func holdsDeclaredEquality(_ value: Value) -> Bool {
        switch value {
        case .array(let elements): return elements.first.map(holdsDeclaredEquality) ?? false
        case .optional(let wrapped): return wrapped.map(holdsDeclaredEquality) ?? false
        case .tuple(let tuple): return tuple.elements.contains(where: holdsDeclaredEquality)
        case .enumCase, .structure, .instance: return declaresEquality(value)
        case .int, .double, .bool, .string, .substring, .uint8, .dictionary, .set, .range, .function, .metatype, .opaque, .void: return false
        }
    }
}

func isMetatype(_ value: Value?) -> Bool {
    if case .metatype? = value { return true }
    return false
}

extension Value {
    /// An array, optional or tuple: what may hold values whose type declares `==`.
    var isContainer: Bool {
        if case .array = self { return true }
        if case .optional = self { return true }
        if case .tuple = self { return true }
        return false
    }
}
