/// Structural equality, as `==` on Equatable enums, structs, tuples, arrays and optionals.
/// Class instances compare by identity; opaque values (`Date`, `Task`…) compare equal,
/// so that exploring a machine does not count a fresh timestamp as a new state.
public func valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.optional(let a), .optional(let b)):
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return valuesEqual(x, y)
        default: return false
        }
    case (.optional(let a), let other), (let other, .optional(let a)):
        guard let a else { return false }
        return valuesEqual(a, other)
    case (.array(let a), .array(let b)):
        return a.count == b.count && zip(a, b).allSatisfy(valuesEqual)
    case (.tuple(let a), .tuple(let b)):
        return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy(valuesEqual)
    case (.enumCase(let a), .enumCase(let b)):
        return a.type === b.type && a.caseName == b.caseName && a.payload.count == b.payload.count
            && zip(a.payload, b.payload).allSatisfy(valuesEqual)
    case (.structure(let a), .structure(let b)):
        return a.type === b.type && zip(a.fields, b.fields).allSatisfy(valuesEqual)
    case (.instance(let a), .instance(let b)): return a === b
    case (.opaque(let a), .opaque(let b)): return a.typeName == b.typeName
    case (.metatype(let a), .metatype(let b)): return a.displayName == b.displayName
    case (.void, .void): return true
    default: return false
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
        hasher.combine(e.caseName)
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
