/// Containers nested this deep are compared with a work stack instead of native recursion:
/// in a debug build a level of `valuesEqual` takes kilobytes of stack, and the threads that
/// compare values (the REPL's worker, a test's) have from half a megabyte to 512 MiB.
let nativeEqualityDepth = 128

/// `valuesEqual` of the parts of two deeply nested values, pair by pair, from a stack of the
/// pairs still to compare: structure (enum cases, structs, tuples, arrays, optionals) is taken
/// apart here; every other pair is decided by `valuesEqual` itself, which starts counting its
/// depth again.
func deepElementsEqual(_ a: [Value], _ b: [Value]) -> Bool {
    guard a.count == b.count else { return false }
    var pending: [(Value, Value)] = []
    pending.reserveCapacity(64)
    func push(_ left: [Value], _ right: [Value]) -> Bool {
        guard left.count == right.count else { return false }
        // Reversed, so that the parts are compared in order, as the recursive comparison does.
        for index in left.indices.reversed() { pending.append((left[index], right[index])) }
        return true
    }
    _ = push(a, b)
    while let (left, right) = pending.popLast() {
        switch (left, right) {
        case (.enumCase(let x), .enumCase(let y)):
            guard x.type.genericRoot === y.type.genericRoot, x.caseIndex == y.caseIndex, push(x.payload, y.payload) else { return false }
        case (.structure(let x), .structure(let y)) where x.type.library != .arraySlice && y.type.library != .arraySlice:
            guard x.type.genericRoot === y.type.genericRoot, push(x.fields, y.fields) else { return false }
        case (.tuple(let x), .tuple(let y)):
            guard push(x.elements, y.elements) else { return false }
        case (.array(let x), .array(let y)):
            guard push(x, y) else { return false }
        case (.optional(let x), .optional(let y)):
            switch (x, y) {
            case (nil, nil): continue
            case (let x?, let y?): pending.append((x, y))
            case (nil, _?), (_?, nil): return false
            }
        default:
            if !valuesEqual(left, right, depth: 0) { return false }
        }
    }
    return true
}
