import Interpreter

/// One step of a machine as data: what it was sent, every `switch` that ran and its arm, and
/// what changed. The REPL only renders it.
public struct Transition: @unchecked Sendable {
    /// The state before the step, as it was then (its class instances copied when the step shared them).
    public let from: Value
    public let event: Value
    public let to: Value
    /// Every `switch` that ran in the step, in the order they ran, each with its matched arm,
    /// bindings and false guards.
    public let switches: [SwitchTrace]
    /// Whether anything observable changed, class instances' fields included (by value).
    public let changed: Bool
    /// For a struct state, each stored property whose value changed, in declaration order.
    public let changedFields: [FieldChange]

    /// What the step did, in the words the REPL uses for it.
    public let outcome: Outcome

    public enum Outcome: Sendable {
        /// The state changed.
        case moved
        /// An arm that handles the event matched, and the state came out as it went in
        /// («coincide, pero el estado no cambia»).
        case unchanged
        /// No arm matched, or only one written to ignore the event (`default`): «se descarta».
        case discarded
    }

    /// When the session's history shares class instances with this step's state: the state as
    /// it was right after the step (its instances copied), to tell later whether they changed.
    public let snapshot: Value?

    /// A TCA feature's step: the effect its reducer returned; nil for any other machine.
    public let effect: ReducerEffect?

    /// `discarding`: where the arms written to ignore the event start (`Machine.discardingArms`).
    public init(from: Value, event: Value, to: Value, switches: [SwitchTrace], discarding: Set<Int> = [],
                snapshot: Value? = nil, effect: ReducerEffect? = nil) {
        self.snapshot = snapshot
        self.effect = effect
        self.from = from
        self.event = event
        self.to = to
        self.switches = switches
        changed = !sameState(from, to)
        changedFields = changed ? FieldChange.between(from, to) : []
        let handled = switches.contains { $0.depth == 1 && $0.matchedLabel.map { !discarding.contains($0.start) } ?? false }
        outcome = changed ? .moved : handled ? .unchanged : .discarded
    }

    /// The machine's own `switch`: the first that ran in the step function itself, else the first.
    public var machineSwitch: SwitchTrace? { switches.first { $0.depth == 1 } ?? switches.first }

    /// The machine ignored the event, which is what «se descarta» tells the learner.
    public var isDiscarded: Bool { outcome == .discarded }
}

/// A stored property of a struct state that a step changed (`- old` / `+ new` in the REPL).
public struct FieldChange: @unchecked Sendable {
    public let name: String
    public let old: Value
    public let new: Value

    /// The fields that differ between two values of the same struct type; none otherwise.
    static func between(_ old: Value, _ new: Value) -> [FieldChange] {
        guard case .structure(let before) = old, case .structure(let after) = new, before.type === after.type else {
            return []
        }
        return before.type.storedProperties.indices.compactMap { index in
            let (was, now) = (before.fields[index], after.fields[index])
            return sameState(was, now) ? nil : FieldChange(name: before.type.fieldNames[index], old: was, new: now)
        }
    }
}

extension Transition {
    /// The fields of the state this step reached that changed since (through a class instance
    /// the history shares): what `:deshacer` and `:historia` explain. None without sharing.
    public var changedSince: [FieldChange] {
        guard let snapshot, !sameState(snapshot, to) else { return [] }
        return FieldChange.between(snapshot, to)
    }
}
