/// Whether two states are the same as far as the learner can observe: structure compared field
/// by field, class instances by their identity number and then their fields (a step runs on an
/// isolated copy, whose instances keep the numbers of the originals), opaque values (`Date`,
/// `Task`…) by their type only, as the REPL shows them all as `…`. Decided on the values,
/// never on their printed text. A value of a generic type is of that type whether or not it
/// knows its arguments (`.nada` a generic function returned is `Quizas<Int>.nada`), as in `valuesEqual`.
public func sameState(_ lhs: Value, _ rhs: Value) -> Bool {
    var visiting = Set<InstancePair>()
    return sameState(lhs, rhs, &visiting, depth: 0)
}

private struct InstancePair: Hashable {
    let left: ObjectIdentifier
    let right: ObjectIdentifier
}

/// `depth` counts the containers entered: past `nativeEqualityDepth`, `deepSameState` goes on
/// with a work stack, as `valuesEqual` does.
private func sameState(_ lhs: Value, _ rhs: Value, _ visiting: inout Set<InstancePair>, depth: Int) -> Bool {
    func all(_ a: [Value], _ b: [Value], _ visiting: inout Set<InstancePair>) -> Bool {
        guard a.count == b.count else { return false }
        guard depth < nativeEqualityDepth else { return deepSameState(a, b, &visiting) }
        for index in a.indices where !sameState(a[index], b[index], &visiting, depth: depth + 1) { return false }
        return true
    }
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a == b
    case (.uint8(let a), .uint8(let b)): return a == b
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.scalar(let a), .scalar(let b)): return a == b
    case (.float(let a), .float(let b)): return a == b && a.sign == b.sign || a.isNaN && b.isNaN
    case (.double(let a), .double(let b)): return a == b && a.sign == b.sign || a.isNaN && b.isNaN
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.substring(let a), .substring(let b)): return a.text == b.text
    case (.optional(let a), .optional(let b)):
        guard let a, let b else { return a == nil && b == nil }
        return sameState(a, b, &visiting, depth: depth)
    case (.array(let a), .array(let b)): return all(a, b, &visiting)
    case (.tuple(let a), .tuple(let b)): return a.labels == b.labels && all(a.elements, b.elements, &visiting)
    case (.enumCase(let a), .enumCase(let b)):
        return a.type.genericRoot === b.type.genericRoot && a.caseIndex == b.caseIndex && all(a.payload, b.payload, &visiting)
    case (.structure(let a), .structure(let b)): return a.type.genericRoot === b.type.genericRoot && all(a.fields, b.fields, &visiting)
    case (.instance(let a), .instance(let b)):
        guard a.serial == b.serial, a.type === b.type else { return false }
        // An instance met again inside itself is the same as far as this comparison can tell.
        let pair = InstancePair(left: ObjectIdentifier(a), right: ObjectIdentifier(b))
        guard visiting.insert(pair).inserted else { return true }
        defer { visiting.remove(pair) }
        return all(a.fields, b.fields, &visiting)
    case (.opaque(let a), .opaque(let b)): return a.typeName == b.typeName
    case (.function, .function), (.void, .void): return true
    case (.metatype(let a), .metatype(let b)): return a.isSame(as: b)
    // As `combineState` hashes them; a step's isolated copy shares their contents, instances too.
    case (.dictionary, .dictionary), (.set, .set), (.range, .range): return valuesEqual(lhs, rhs)
    default: return false
    }
}

/// `sameState` of the parts of two deeply nested states, from a stack of pairs still to
/// compare. An instance pair once entered stays in `visiting`: met again, it is either being
/// compared or already found the same, since a difference ends the comparison.
private func deepSameState(_ a: [Value], _ b: [Value], _ visiting: inout Set<InstancePair>) -> Bool {
    compareDeeply(a, b) { left, right in
        if case .instance(let x) = left, case .instance(let y) = right {
            guard x.serial == y.serial, x.type === y.type else { return .decided(false) }
            guard visiting.insert(InstancePair(left: ObjectIdentifier(x), right: ObjectIdentifier(y))).inserted else { return .decided(true) }
            return .parts(x.fields, y.fields)
        }
        return structuralStep(left, right, comparingLabels: true) ?? .decided(sameState(left, right, &visiting, depth: 0))
    }
}

/// A state as a dictionary key with `sameState` as its equality (exploration of states that
/// hold class instances). The hash is computed once, when the key is made.
public struct StateValueKey: Hashable, @unchecked Sendable {
    public let value: Value
    private let hash: Int
    public init(_ value: Value) {
        self.value = value
        hash = Self.hash(of: value)
    }
    /// The hash a key of `value` caches, for a table that keeps the values themselves and
    /// compares them with `sameState`.
    public static func hash(of value: Value) -> Int {
        var hasher = Hasher()
        var visiting = Set<ObjectIdentifier>()
        combineState(value, into: &hasher, &visiting, depth: 0)
        return hasher.finalize()
    }
    public static func == (lhs: StateValueKey, rhs: StateValueKey) -> Bool {
        lhs.hash == rhs.hash && sameState(lhs.value, rhs.value)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Past `nativeEqualityDepth` containers the deeper parts are left out of the hash: equal
/// states leave out the same parts, and `sameState` compares what the hash skipped.
private func combineState(_ value: Value, into hasher: inout Hasher, _ visiting: inout Set<ObjectIdentifier>, depth: Int) {
    guard depth < nativeEqualityDepth else { return }
    func combine(_ part: Value) { combineState(part, into: &hasher, &visiting, depth: depth + 1) }
    switch value {
    case .int(let number): hasher.combine(number)
    case .uint8(let number): hasher.combine(Int(number))
    case .fixed(let fixed): hasher.combine(fixed)
    case .scalar(let scalar): hasher.combine(scalar)
    case .float(let number): hasher.combine(number)
    case .double(let number): hasher.combine(number)
    case .bool(let flag): hasher.combine(flag)
    case .string(let text): hasher.combine(text)
    case .substring(let piece): hasher.combine(piece.text)
    case .optional(let wrapped):
        if let wrapped { combineState(wrapped, into: &hasher, &visiting, depth: depth) } else { hasher.combine(0x6e696c) }
    case .array(let elements):
        hasher.combine(elements.count)
        for element in elements { combine(element) }
    case .tuple(let tuple):
        for element in tuple.elements { combine(element) }
    case .enumCase(let e):
        hasher.combine(ObjectIdentifier(e.type.genericRoot))
        hasher.combine(e.caseIndex)
        for element in e.payload { combine(element) }
    case .structure(let s):
        hasher.combine(ObjectIdentifier(s.type.genericRoot))
        for field in s.fields { combine(field) }
    case .instance(let object):
        hasher.combine(object.serial)
        guard visiting.insert(ObjectIdentifier(object)).inserted else { return }
        defer { visiting.remove(ObjectIdentifier(object)) }
        for field in object.fields { combine(field) }
    case .opaque(let opaque): hasher.combine(opaque.typeName)
    case .dictionary, .set, .range: hasher.combine(ValueKey(value))
    case .function: hasher.combine(1)
    case .metatype(let type): hasher.combine(type.displayName)
    case .void: hasher.combine(2)
    }
}
