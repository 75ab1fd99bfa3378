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
        // A synthesized `==` compares each field (each payload value) with its own type's `==`.
        case (.structure(let x), .structure(let y)) where x.type.genericRoot === y.type.genericRoot
            && x.fields.count == y.fields.count && x.fields.contains(where: holdsWrittenEquality):
            for (p, q) in zip(x.fields, y.fields) where try !equal(p, q, span: span) { return false }
            return true
        case (.enumCase(let x), .enumCase(let y)) where x.type.genericRoot === y.type.genericRoot
            && x.payload.count == y.payload.count && x.payload.contains(where: holdsWrittenEquality):
            guard x.caseIndex == y.caseIndex else { return false }
            for (p, q) in zip(x.payload, y.payload) where try !equal(p, q, span: span) { return false }
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

    /// Whether `==` on the value must go through `equal` rather than `valuesEqual`: a container,
    /// or a struct or enum case holding a value whose type writes `==` (its synthesized `==`
    /// asks that one).
    func asksWrittenEquality(_ value: Value) -> Bool {
        switch value {
        case .array, .optional, .tuple: return true
        case .structure(let s): return s.fields.contains(where: holdsWrittenEquality)
        case .enumCase(let e): return !e.payload.isEmpty && e.payload.contains(where: holdsWrittenEquality)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .dictionary, .set, .range, .instance, .function, .metatype, .opaque, .void:
            return false
        }
    }

    /// Whether a field asks a written `==`: of its type (which linking gave a `KeyIdentity`), or
    /// of what an array, optional or tuple holds. A pointer's check for the usual field, whose
    /// struct's synthesized `==` stays structural.
    private func holdsWrittenEquality(_ value: Value) -> Bool {
        switch value {
        case .enumCase(let e): return e.type.keyIdentity != nil
        case .structure(let s): return s.type.keyIdentity != nil
        case .instance(let object): return object.type.keyIdentity != nil
        case .array, .optional, .tuple: return holdsDeclaredEquality(value)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .dictionary, .set, .range, .function, .metatype, .opaque, .void: return false
        }
    }

    /// Whether comparing the value asks a declared `==`, here or inside it.
    private func holdsDeclaredEquality(_ value: Value) -> Bool {
        switch value {
        case .array(let elements): return elements.first.map(holdsDeclaredEquality) ?? false
        case .optional(let wrapped): return wrapped.map(holdsDeclaredEquality) ?? false
        case .tuple(let tuple): return tuple.elements.contains(where: holdsDeclaredEquality)
        case .enumCase, .structure, .instance: return declaresEquality(value)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .dictionary, .set, .range, .function, .metatype, .opaque, .void: return false
        }
    }
}

func isMetatype(_ value: Value?) -> Bool {
    if case .metatype? = value { return true }
    return false
}
