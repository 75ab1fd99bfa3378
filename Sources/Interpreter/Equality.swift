/// Structural equality, as `==` on Equatable enums, structs, tuples, arrays and optionals.
/// Class instances compare by identity; opaque values (`Date`, `Task`…) compare equal,
/// so that exploring a machine does not count a fresh timestamp as a new state.
public func valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    valuesEqual(lhs, rhs, depth: 0)
}

/// `depth` counts the containers entered so far: past `nativeEqualityDepth` the comparison goes
/// on with a work stack of its own (see `DeepEquality`), because a value built in a loop (a
/// list of 200,000 `indirect` nodes) would overflow the native stack, a crash no message follows.
func valuesEqual(_ lhs: Value, _ rhs: Value, depth: Int) -> Bool {
    // One `switch` over the left side (not over a tuple of both): exploration compares states
    // a million times, and building the pair of indirect enums costs more than the comparison.
    switch lhs {
    case .bool(let a):
        if case .bool(let b) = rhs { return a == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .uint8(let a):
        // A literal compared with it is a `UInt8` in Swift; the run time may carry it as an Int.
        return valuesEqual(.int(Int(a)), rhs, depth: depth)
    case .fixed(let a):
        if let b = rhs.anyInteger { return a.number == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .int(let a):
        if case .int(let b) = rhs { return a == b }
        if case .fixed(let b) = rhs { return Int128(a) == b.number }
        if case .uint8(let b) = rhs { return a == Int(b) }
        if case .double(let b) = rhs { return Double(a) == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .float(let a):
        return floatEqual(a, rhs, depth: depth)
    case .double(let a):
        if case .double(let b) = rhs { return a == b }
        if case .int(let b) = rhs { return a == Double(b) }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .string(let a):
        if case .string(let b) = rhs { return a == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        // A `Substring` equals text by its characters, wherever it was cut (`sub == "hola"`).
        if case .substring(let b) = rhs { return a == b.text }
        if case .scalar(let b) = rhs { return a == String(b) }
        return false
    case .scalar(let a):
        // A literal compared with it is a scalar in Swift; the run time carries it as text.
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return rhs.text == String(a)
    case .substring(let a):
        if let b = rhs.text { return a.text == b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .optional(let a):
        if case .optional(let b) = rhs {
            guard let a, let b else { return a == nil && b == nil }
            return valuesEqual(a, b, depth: depth)
        }
        guard let a else { return false }
        return valuesEqual(a, rhs, depth: depth)
    case .array(let a):
        if case .array(let b) = rhs { return elementsEqual(a, b, depth: depth) }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        // An array literal compared with a slice (`xs[0...1] == [1, 2]`): by the elements.
        if let b = rhs.arraySlice?.elements { return elementsEqual(a, b, depth: depth) }
        return false
    case .dictionary, .set, .range:
        return collectionsEqual(lhs, rhs, depth: depth)
    case .tuple(let a):
        if case .tuple(let b) = rhs { return elementsEqual(a.elements, b.elements, depth: depth) }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .enumCase(let a):
        if case .enumCase(let b) = rhs {
            // `Opcion<Int>.nada` is `.nada` of the generic `Opcion`, whether or not the value knows `Int`.
            return a.type.genericRoot === b.type.genericRoot && a.caseIndex == b.caseIndex && elementsEqual(a.payload, b.payload, depth: depth)
        }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .structure(let a):
        // Slices are equal by their elements, wherever they start.
        if a.type.library == .arraySlice, let elements = lhs.arraySlice?.elements { return valuesEqual(.array(elements), rhs, depth: depth) }
        if case .structure(let b) = rhs {
            return a.type.genericRoot === b.type.genericRoot && elementsEqual(a.fields, b.fields, depth: depth)
        }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .instance(let a):
        if case .instance(let b) = rhs { return a === b }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .opaque(let a):
        if case .opaque(let b) = rhs { return a.typeName == b.typeName }
        if case .optional(let b?) = rhs { return valuesEqual(lhs, b, depth: depth) }
        return false
    case .metatype(let a):
        if case .metatype(let b) = rhs { return a.isSame(as: b) }
        return false
    case .void:
        if case .void = rhs { return true }
        return false
    case .function:
        return false
    }
}

/// The parts of two values, pairwise, with `valuesEqual`. Flags, integers and cases without
/// payload (a state's usual fields) are compared where they lie, without copying either value:
/// exploration compares a state with the one already known on nearly every step.
private func elementsEqual(_ a: [Value], _ b: [Value], depth: Int) -> Bool {
    guard a.count == b.count else { return false }
    guard depth < nativeEqualityDepth else { return deepElementsEqual(a, b) }
    return a.withUnsafeBufferPointer { left in
        b.withUnsafeBufferPointer { right in
            for index in left.indices {
                switch left[index] {
                case .bool(let x):
                    if case .bool(let y) = right[index] {
                        if x != y { return false }
                        continue
                    }
                case .int(let x):
                    if case .int(let y) = right[index] {
                        if x != y { return false }
                        continue
                    }
                case .enumCase(let x) where x.payload.isEmpty:
                    if case .enumCase(let y) = right[index], y.payload.isEmpty {
                        if x.type.genericRoot !== y.type.genericRoot || x.caseIndex != y.caseIndex { return false }
                        continue
                    }
                default:
                    break
                }
                if !valuesEqual(left[index], right[index], depth: depth + 1) { return false }
            }
            return true
        }
    }
}

/// A `Float`, apart, for the same reason as collections: a literal compared with it is a
/// `Float` in Swift; the run time may carry it as a Double or an Int.
@inline(never)
private func floatEqual(_ a: Float, _ rhs: Value, depth: Int) -> Bool {
    if case .optional(let b?) = rhs { return valuesEqual(.float(a), b, depth: depth) }
    return rhs.floatOperand == a
}

/// Dictionaries, sets and ranges, apart: `valuesEqual` recurses as deep as a value nests, so
/// its own frame stays small.
@inline(never)
private func collectionsEqual(_ lhs: Value, _ rhs: Value, depth: Int) -> Bool {
    switch (lhs, rhs) {
    case (.dictionary(let a), .dictionary(let b)):
        return a.count == b.count && a.entries.allSatisfy { key, value in b[key].map { valuesEqual(value, $0, depth: depth + 1) } ?? false }
    case (.set(let a), .set(let b)):
        return a.count == b.count && a.elements.allSatisfy(b.contains)
    case (.range(let a), .range(let b)):
        return a.kind == b.kind && valuesEqual(a.lower, b.lower, depth: depth + 1) && valuesEqual(a.upper, b.upper, depth: depth + 1)
    case (_, .optional(let b?)):
        return valuesEqual(lhs, b, depth: depth)
    default:
        return false
    }
}

/// A value usable as a dictionary key or set member with the equality above. Its hash is
/// computed once, when the key is made, and so are the words that spell a value made of
/// numbers, flags, enums, structs, tuples, arrays and optionals (see `HashMixer`): two such keys
/// compare as two arrays of integers. Exploration looks up a million states, and a dictionary
/// compares every key on a probe's path, most of them different.
public struct ValueKey: Hashable, @unchecked Sendable {
    public let value: Value
    private let hash: Int
    private let words: [Int]?
    /// The program's own `==` and `hash(into:)`, when the value is (or holds) one of a type that
    /// writes them: then it decides, not the structure.
    private let identity: KeyIdentity?

    public init(_ value: Value) {
        self.value = value
        var mixer = HashMixer(capacity: HashMixer.wordsHint(value), declared: true)
        mixer.combine(value)
        hash = mixer.hash
        words = mixer.spellable ? mixer.words : nil
        identity = mixer.identity
    }

    public static func == (lhs: ValueKey, rhs: ValueKey) -> Bool {
        guard lhs.hash == rhs.hash else { return false }
        if let left = lhs.words, let right = rhs.words { return left == right }
        if let identity = lhs.identity ?? rhs.identity { return identity.equal(lhs.value, rhs.value) }
        return valuesEqual(lhs.value, rhs.value)
    }

    /// The hash of what a program's `hash(into:)` combined, in order.
    public static func hash(ofParts parts: [Value]) -> Int {
        var mixer = HashMixer(capacity: 0, spelling: false, declared: true)
        mixer.combine(.array(parts))
        return mixer.hash
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The hash a key of `value` caches, computed without spelling its words: for a table that
    /// keeps the values themselves and compares them with `valuesEqual` (exploration's index of
    /// states), so that finding a state again allocates nothing.
    public static func hash(of value: Value) -> Int {
        var mixer = HashMixer(capacity: 0, spelling: false)
        mixer.combine(value)
        return mixer.hash
    }
}

/// Folds a value's parts into one word, so that values equal by `valuesEqual` fold alike (an
/// `Int` as the `Double` it equals, an optional as what it wraps); not a secure hash: `Hasher`
/// still seeds and finishes the word when the key goes into a dictionary. On the way it spells
/// the value as words, each part a tag and its contents, so that two spelled values are equal
/// by `valuesEqual` exactly when their words are: numbers as the `Double` they equal, an optional
/// as what it wraps. A value with a part that `valuesEqual` judges otherwise (a string, NaN,
/// an instance, an `Int` no `Double` holds exactly, `Optional(nil)` inside an optional) is not
/// spelled, and its keys compare with `valuesEqual`.
private struct HashMixer {
    private(set) var hash = 0
    private(set) var words: [Int] = []
    private(set) var spellable = true

    /// Room for the words of a flat value, so that spelling it allocates once; without
    /// `spelling`, only the hash is made.
    /// The first type met that writes its own `==` (only with `declared`: exploration's index
    /// of states compares them structurally).
    private(set) var identity: KeyIdentity?
    private let declared: Bool

    init(capacity: Int, spelling: Bool = true, declared: Bool = false) {
        spellable = spelling
        self.declared = declared
        if spelling { words.reserveCapacity(capacity) }
    }

    /// A value whose type writes `==`: hashed by its `hash(into:)`, compared by its `==`.
    @inline(never)
    private mutating func combineDeclared(_ value: Value, _ declaredIdentity: KeyIdentity) {
        unspellable()
        if identity == nil { identity = declaredIdentity }
        mix(declaredIdentity.hash(value))
    }

    static func wordsHint(_ value: Value) -> Int {
        switch value {
        case .structure(let s): return 3 + 4 * s.fields.count
        case .enumCase(let e): return 4 + 4 * e.payload.count
        case .tuple(let t): return 2 + 4 * t.elements.count
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .instance, .function,
             .metatype, .opaque, .void:
            return 8
        }
    }

    private enum Tag: Int {
        case number = 0x6e75, flagFalse, flagTrue, none, array, tuple, enumeration, structure
    }

    private mutating func mix(_ word: Int) {
        var h = UInt64(bitPattern: Int64(hash)) ^ UInt64(bitPattern: Int64(word))
        h = (h ^ (h >> 31)) &* 0x9E37_79B9_7F4A_7C15
        hash = Int(Int64(bitPattern: h ^ (h >> 29)))
    }

    /// Containers entered so far. Past `depthLimit` a value's deeper parts are left out of its
    /// hash (equal values leave out the same parts) and it is not spelled, so its keys compare
    /// with `valuesEqual`: a list of 200,000 `indirect` nodes would overflow the native stack.
    private var depth = 0
    private static let depthLimit = 64

    private mutating func descend() -> Bool {
        guard depth < Self.depthLimit else {
            unspellable()
            return false
        }
        depth += 1
        return true
    }

    private mutating func spell(_ tag: Tag) { if spellable { words.append(tag.rawValue) } }
    private mutating func spell(_ tag: Tag, _ word: Int) {
        if spellable { words.append(tag.rawValue); words.append(word) }
    }
    private mutating func unspellable() {
        guard spellable else { return }
        spellable = false
        words = []
    }

    private mutating func number(_ number: Double) {
        // `0.0 == -0.0`; NaN equals nothing, so any word will do for its hash.
        let bits = number == 0 ? 0 : Int(Int64(bitPattern: number.bitPattern))
        mix(bits)
        if number.isNaN { unspellable() } else { spell(.number, bits) }
    }

    mutating func combine(_ value: Value) {
        switch value {
        case .int(let integer):
            let number = Double(integer)
            if Int(exactly: number) != integer { unspellable() }
            self.number(number)
        case .double(let number): self.number(number)
        case .float(let number): self.number(Double(number))
        case .uint8(let number): self.number(Double(number))
        case .fixed(let fixed): self.number(Double(fixed.number))
        case .bool(let flag):
            mix(flag ? 0x74 : 0x66)
            spell(flag ? .flagTrue : .flagFalse)
        case .string(let text):
            unspellable()
            mix(text.hashValue)
        case .substring(let piece):
            // As the text it holds: a `Substring` equals a `String` of the same characters.
            combine(.string(piece.text))
        case .scalar(let scalar):
            combine(.string(String(scalar)))
        case .optional(let wrapped):
            if let wrapped {
                if case .optional(nil) = wrapped { unspellable() }
                combine(wrapped)
            } else {
                mix(0x6e696c)
                spell(.none)
            }
        case .array(let elements):
            mix(elements.count)
            spell(.array, elements.count)
            guard descend() else { return }
            defer { depth -= 1 }
            for element in elements { combine(element) }
        case .tuple(let tuple):
            spell(.tuple, tuple.elements.count)
            guard descend() else { return }
            defer { depth -= 1 }
            for element in tuple.elements { combine(element) }
        case .enumCase(let e):
            if declared, let declaredIdentity = e.type.keyIdentity { return combineDeclared(value, declaredIdentity) }
            let type = Int(bitPattern: ObjectIdentifier(e.type.genericRoot))
            mix(type)
            mix(e.caseIndex)
            spell(.enumeration, type)
            if spellable { words.append(e.caseIndex); words.append(e.payload.count) }
            guard descend() else { return }
            defer { depth -= 1 }
            for element in e.payload { combine(element) }
        case .structure(let s):
            // As `valuesEqual` compares them: a slice by its elements, wherever it starts; a
            // struct, as an enum, by its generic type, whether or not its value knows the arguments.
            if s.type.library == .arraySlice, let elements = value.arraySlice?.elements { return combine(.array(elements)) }
            if declared, let declaredIdentity = s.type.keyIdentity { return combineDeclared(value, declaredIdentity) }
            let type = Int(bitPattern: ObjectIdentifier(s.type.genericRoot))
            mix(type)
            spell(.structure, type)
            if spellable { words.append(s.fields.count) }
            guard descend() else { return }
            defer { depth -= 1 }
            // Flags and cases without payload, the usual fields of a state, are read in place.
            s.fields.withUnsafeBufferPointer { fields in
                for index in fields.indices {
                    switch fields[index] {
                    case .bool(let flag):
                        mix(flag ? 0x74 : 0x66)
                        if spellable { words.append(flag ? Tag.flagTrue.rawValue : Tag.flagFalse.rawValue) }
                    case .enumCase(let e) where e.payload.isEmpty:
                        let type = Int(bitPattern: ObjectIdentifier(e.type.genericRoot))
                        mix(type)
                        mix(e.caseIndex)
                        if spellable {
                            words.append(Tag.enumeration.rawValue); words.append(type)
                            words.append(e.caseIndex); words.append(0)
                        }
                    default:
                        combine(fields[index])
                    }
                }
            }
        case .instance(let object):
            if declared, let declaredIdentity = object.type.keyIdentity { return combineDeclared(value, declaredIdentity) }
            unspellable()
            mix(Int(bitPattern: ObjectIdentifier(object)))
        case .opaque(let opaque):
            unspellable()
            mix(opaque.typeName.hashValue)
        case .function:
            unspellable()
            mix(1)
        case .metatype(let type):
            unspellable()
            mix(type.displayName.hashValue)
        case .void:
            unspellable()
            mix(2)
        case .dictionary, .set:
            // Order-independent: equal dictionaries or sets may hold their members in another order.
            unspellable()
            mix(Self.collectionHash(value))
        case .range(let range):
            unspellable()
            mix(range.operatorSpelling.hashValue)
            combine(range.lower)
            combine(range.upper)
        }
    }

    @inline(never)
    private static func collectionHash(_ value: Value) -> Int {
        switch value {
        case .dictionary(let d):
            return d.entries.reduce(d.count) { $0 ^ (ValueKey($1.0).hashValue &+ ValueKey($1.1).hashValue &* 31) }
        case .set(let s):
            return s.elements.reduce(s.count) { $0 ^ ValueKey($1).hashValue }
        default:
            return 0
        }
    }
}

/// A type's own `==` and `hash(into:)`, run by the interpreter that declared it (see
/// `Interpreter+Hashing`): a set or a dictionary cannot throw, so a trap in them waits there.
public final class KeyIdentity: @unchecked Sendable {
    let hash: (Value) -> Int
    let equal: (Value, Value) -> Bool
    init(hash: @escaping (Value) -> Int, equal: @escaping (Value, Value) -> Bool) { self.hash = hash; self.equal = equal }
}
