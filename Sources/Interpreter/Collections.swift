/// A `Dictionary` at run time: its entries in the order they were first added (Swift leaves
/// the order undefined; insertion order is the one a learner can follow), found by hash.
public struct DictionaryValue: Sendable {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var positions: [ValueKey: Int] = [:]

    public init() {}

    public init(_ pairs: [(Value, Value)]) {
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }

    public var entries: Zip2Sequence<[Value], [Value]> { zip(keys, values) }

    /// `d[k]`, and `d[k] = v` / `d[k] = nil`.
    public subscript(key: Value) -> Value? {
        get { positions[ValueKey(key)].map { values[$0] } }
        set {
            let hashed = ValueKey(key)
            if let position = positions[hashed] {
                if let newValue { values[position] = newValue } else { remove(at: position) }
            } else if let newValue {
                positions[hashed] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    private mutating func remove(at position: Int) {
        positions[ValueKey(keys[position])] = nil
        keys.remove(at: position)
        values.remove(at: position)
        for later in position..<keys.count { positions[ValueKey(keys[later])] = later }
    }
}

/// A `Set` at run time: its members in the order they were first inserted, found by hash.
public struct SetValue: Sendable {
    public private(set) var elements: [Value] = []
    private var positions: [ValueKey: Int] = [:]

    public init() {}

    public init<S: Sequence>(_ members: S) where S.Element == Value {
        for member in members { insert(member) }
    }

    public var count: Int { elements.count }

    public func contains(_ member: Value) -> Bool { positions[ValueKey(member)] != nil }

    /// The member already there, when one equal to `member` was.
    @discardableResult
    public mutating func insert(_ member: Value) -> Value? {
        let hashed = ValueKey(member)
        if let position = positions[hashed] { return elements[position] }
        positions[hashed] = elements.count
        elements.append(member)
        return nil
    }

    /// `update(with:)`: `member` takes the place of the equal one, which is answered.
    @discardableResult
    public mutating func update(with member: Value) -> Value? {
        guard let position = positions[ValueKey(member)] else { insert(member); return nil }
        let old = elements[position]
        elements[position] = member
        return old
    }

    @discardableResult
    public mutating func remove(_ member: Value) -> Value? {
        guard let position = positions.removeValue(forKey: ValueKey(member)) else { return nil }
        let removed = elements.remove(at: position)
        for later in position..<elements.count { positions[ValueKey(elements[later])] = later }
        return removed
    }
}

/// `a..<b`, `a...b`, and the one-sided `a...`, `..<b`, `...b`: bounds of any comparable type.
public struct RangeValue: Sendable {
    public enum Kind: Sendable { case halfOpen, closed, from, upTo, through }
    public var lower: Value
    public var upper: Value
    public var kind: Kind

    public init(lower: Value, upper: Value, kind: Kind) { self.lower = lower; self.upper = upper; self.kind = kind }

    /// The integers it holds (as Ints), when both ends are integers and it has two ends.
    public var integers: ClosedRange<Int>? {
        guard let low = lower.integer, let high = upper.integer else { return nil }
        switch kind {
        case .closed: return low <= high ? low...high : nil
        case .halfOpen: return low < high ? low...(high - 1) : nil
        case .from, .upTo, .through: return nil
        }
    }

    public var isBounded: Bool {
        switch kind {
        case .halfOpen, .closed: return true
        case .from, .upTo, .through: return false
        }
    }

    /// `~=` and `contains`: whether `value` lies inside, compared by `less`.
    public func contains(_ value: Value, less: (Value, Value) throws -> Bool) rethrows -> Bool {
        switch kind {
        case .halfOpen: return try !less(value, lower) && less(value, upper)
        case .closed: return try !less(value, lower) && !less(upper, value)
        case .from: return try !less(value, lower)
        case .upTo: return try less(value, upper)
        case .through: return try !less(upper, value)
        }
    }

    /// How Swift writes the operator between the ends.
    public var operatorSpelling: String {
        switch kind {
        case .halfOpen, .upTo: return "..<"
        case .closed, .from, .through: return "..."
        }
    }

    /// `Range`, `ClosedRange`, `PartialRangeFrom`…: the type's name.
    public var typeName: String {
        switch kind {
        case .halfOpen: return "Range"
        case .closed: return "ClosedRange"
        case .from: return "PartialRangeFrom"
        case .upTo: return "PartialRangeUpTo"
        case .through: return "PartialRangeThrough"
        }
    }
}
