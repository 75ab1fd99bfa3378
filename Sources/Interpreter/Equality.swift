/// Structural equality, as `==` on Equatable enums, structs, tuples, arrays and optionals.
/// Class instances compare by identity; opaque values (`Date`, `Task`…) compare equal,
/// so that exploring a machine does not count a fresh timestamp as a new state.
public func valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    // One `switch` over the left side (not over a tuple of both): exploration compares states
    // a million times, and building the pair of indirect enums costs more than the comparison.
    switch lhs {
    case .bool(let a):
        if case .bool(let b) = rhs { return a == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .int(let a):
        if case .int(let b) = rhs { return a == b }
        if case .double(let b) = rhs { return Double(a) == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .double(let a):
        if case .double(let b) = rhs { return a == b }
        if case .int(let b) = rhs { return a == Double(b) }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .string(let a):
        if case .string(let b) = rhs { return a == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .optional(let a):
        if case .optional(let b) = rhs {
            guard let a, let b else { return a == nil && b == nil }
            return valuesEqual(a, b)
        }
        guard let a else { return false }
        return valuesEqual(a, rhs)
    case .array(let a):
        if case .array(let b) = rhs { return a.count == b.count && zip(a, b).allSatisfy(valuesEqual) }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .tuple(let a):
        if case .tuple(let b) = rhs {
            return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy(valuesEqual)
        }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .enumCase(let a):
        if case .enumCase(let b) = rhs {
            return a.type === b.type && a.caseIndex == b.caseIndex && a.payload.count == b.payload.count
                && zip(a.payload, b.payload).allSatisfy(valuesEqual)
        }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .structure(let a):
        if case .structure(let b) = rhs {
            guard a.type.genericRoot === b.type.genericRoot else { return false }
            for index in a.fields.indices where !valuesEqual(a.fields[index], b.fields[index]) { return false }
            return true
        }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .instance(let a):
        if case .instance(let b) = rhs { return a === b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .opaque(let a):
        if case .opaque(let b) = rhs { return a.typeName == b.typeName }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b) }
        return false
    case .metatype(let a):
        if case .metatype(let b) = rhs { return a.displayName == b.displayName }
        return false
    case .void:
        if case .void = rhs { return true }
        return false
    case .function:
        return false
    }
}

/// A value usable as a dictionary key or set member with the equality above.
public struct ValueKey: Hashable, @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    public static func == (lhs: ValueKey, rhs: ValueKey) -> Bool { valuesEqual(lhs.value, rhs.value) }
    public func hash(into hasher: inout Hasher) { combineValue(value, into: &hasher) }
}

private func combineValue(_ value: Value, into hasher: inout Hasher) {
    switch value {
    case .int(let number): hasher.combine(Double(number))
    case .double(let number): hasher.combine(number)
    case .bool(let flag): hasher.combine(flag)
    case .string(let text): hasher.combine(text)
    case .optional(let wrapped):
        if let wrapped { combineValue(wrapped, into: &hasher) } else { hasher.combine(0x6e696c) }
    case .array(let elements):
        hasher.combine(elements.count)
        for element in elements { combineValue(element, into: &hasher) }
    case .tuple(let tuple):
        for element in tuple.elements { combineValue(element, into: &hasher) }
    case .enumCase(let e):
        hasher.combine(ObjectIdentifier(e.type))
        hasher.combine(e.caseIndex)
        for element in e.payload { combineValue(element, into: &hasher) }
    case .structure(let s):
        hasher.combine(ObjectIdentifier(s.type))
        for field in s.fields { combineValue(field, into: &hasher) }
    case .instance(let object): hasher.combine(ObjectIdentifier(object))
    case .opaque(let opaque): hasher.combine(opaque.typeName)
    case .function: hasher.combine(1)
    case .metatype(let type): hasher.combine(type.displayName)
    case .void: hasher.combine(2)
    }
}
