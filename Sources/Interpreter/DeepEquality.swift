/// Containers nested this deep are compared with a work stack instead of native recursion:
/// in a debug build a level of `valuesEqual` takes kilobytes of stack, and the threads that
/// compare values (the REPL's worker, a test's) have from half a megabyte to 512 MiB.
let nativeEqualityDepth = 128

/// What a deep comparison does with one pair of values: decides it, or takes it apart into
/// pairs still to compare.
enum PairStep {
    case decided(Bool)
    case parts([Value], [Value])
    case pair(Value, Value)
}

/// Compares two lists of values pair by pair from a stack of the pairs still to compare, so
/// that no depth of nesting grows the native stack; `step` says what to do with each pair.
func compareDeeply(_ a: [Value], _ b: [Value], _ step: (Value, Value) -> PairStep) -> Bool {
    var pending: [(Value, Value)] = []
    pending.reserveCapacity(64)
    func push(_ left: [Value], _ right: [Value]) -> Bool {
        guard left.count == right.count else { return false }
        // Reversed, so that the parts are compared in order, as the recursive comparison does.
        for index in left.indices.reversed() { pending.append((left[index], right[index])) }
        return true
    }
    guard push(a, b) else { return false }
    while let (left, right) = pending.popLast() {
        switch step(left, right) {
        case .decided(let equal): if !equal { return false }
        case .parts(let left, let right): if !push(left, right) { return false }
        case .pair(let left, let right): pending.append((left, right))
        }
    }
    return true
}

/// The structure both deep comparisons take apart alike (enum cases, structs, tuples, arrays,
/// present optionals); nil for a pair each comparison decides by its own rules.
func structuralStep(_ left: Value, _ right: Value, comparingLabels: Bool) -> PairStep? {
    switch (left, right) {
    case (.enumCase(let x), .enumCase(let y)):
        guard x.type.genericRoot === y.type.genericRoot, x.caseIndex == y.caseIndex else { return .decided(false) }
        return .parts(x.payload, y.payload)
    case (.structure(let x), .structure(let y)):
        guard x.type.genericRoot === y.type.genericRoot else { return .decided(false) }
        return .parts(x.fields, y.fields)
    case (.tuple(let x), .tuple(let y)):
        guard !comparingLabels || x.labels == y.labels else { return .decided(false) }
        return .parts(x.elements, y.elements)
    case (.array(let x), .array(let y)):
        return .parts(x, y)
    case (.optional(let x?), .optional(let y?)):
        return .pair(x, y)
    default:
        return nil
    }
}

/// `valuesEqual` of the parts of two deeply nested values: every pair that is not plain
/// structure (an array slice compares by its elements, not its fields) is decided by
/// `valuesEqual` itself, which starts counting its depth again.
func deepElementsEqual(_ a: [Value], _ b: [Value]) -> Bool {
    compareDeeply(a, b) { left, right in
        if case .structure(let x) = left, x.type.library == .arraySlice { return .decided(valuesEqual(left, right, depth: 0)) }
        if case .structure(let y) = right, y.type.library == .arraySlice { return .decided(valuesEqual(left, right, depth: 0)) }
        return structuralStep(left, right, comparingLabels: false) ?? .decided(valuesEqual(left, right, depth: 0))
    }
}
