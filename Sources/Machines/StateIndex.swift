import Interpreter

/// Where each state an exploration has found sits in its list of states, found by value. An
/// open-addressing table of positions, with each state's hash kept beside it: finding a state
/// again hashes the new value once and compares it with the state already kept, so a step that
/// reaches a known state (most of them) makes no key, copies no value and allocates nothing.
struct StateIndex {
    /// Which equality states have: structural (`valuesEqual`), or, for states that may hold
    /// class instances, `sameState`, which compares instances by identity number and fields (a
    /// step works on a copy, so identities alone would make every state new).
    private let holdsInstances: Bool
    /// Position + 1 of a state in each bucket; 0 for an empty bucket.
    private var buckets: [Int32]
    /// The hash of each state kept, by position.
    private var hashes: [Int] = []

    /// What the index keeps for each state besides the state itself, at most: its hash, and
    /// the buckets of a table never more than half full (four, just after it doubles).
    static let keptBytesPerState = MemoryLayout<Int>.stride + 4 * MemoryLayout<Int32>.stride

    init(holdsInstances: Bool) {
        self.holdsInstances = holdsInstances
        buckets = Array(repeating: 0, count: 1 << 10)
    }

    /// The hash that the equality of these states agrees with.
    func hash(_ state: Value) -> Int {
        holdsInstances ? StateValueKey.hash(of: state) : ValueKey.hash(of: state)
    }

    /// The position of the state equal to `state` (whose hash is `hash`) among `states`, or nil.
    func position(of state: Value, hash: Int, in states: [Value]) -> Int? {
        let mask = buckets.count - 1
        var bucket = Self.spread(hash) & mask
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            let position = entry - 1
            if hashes[position] == hash, equal(states[position], state) { return position }
            bucket = (bucket + 1) & mask
        }
    }

    /// Notes that the state at the next position (`hashes.count`, the end of `states`) has `hash`.
    mutating func append(hash: Int) {
        hashes.append(hash)
        if hashes.count * 2 > buckets.count {
            buckets = Array(repeating: 0, count: buckets.count * 2)
            for position in hashes.indices { place(position) }
        } else {
            place(hashes.count - 1)
        }
    }

    private mutating func place(_ position: Int) {
        let mask = buckets.count - 1
        var bucket = Self.spread(hashes[position]) & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(position + 1)
    }

    private func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        holdsInstances ? sameState(lhs, rhs) : valuesEqual(lhs, rhs)
    }

    /// Mixes the high bits of a hash into the low ones, which pick the bucket.
    private static func spread(_ hash: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
