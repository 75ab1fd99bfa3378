import Interpreter
import Language

/// The session's path through a machine: the initial state and each transition taken,
/// with a cursor for undo and redo. A new transition after an undo drops the redone future,
/// as editors do.
public struct Timeline: @unchecked Sendable {
    public let initial: Value
    public private(set) var transitions: [Transition] = []
    /// How many of `transitions` are in effect.
    public private(set) var position = 0

    /// The initial state as it was when the session started (its class instances copied).
    public let initialSnapshot: Value

    public init(initial: Value) {
        self.initial = initial
        initialSnapshot = isolatedCopy(initial)
    }

    /// The fields of the current state that changed since it was reached, through class
    /// instances the history shares (the point of lesson 5).
    public var currentChangedSince: [FieldChange] {
        if position == 0 { return sameState(initialSnapshot, initial) ? [] : FieldChange.between(initialSnapshot, initial) }
        return transitions[position - 1].changedSince
    }

    public var current: Value { position == 0 ? initial : transitions[position - 1].to }
    public var past: ArraySlice<Transition> { transitions[..<position] }
    public var canUndo: Bool { position > 0 }
    public var canRedo: Bool { position < transitions.count }

    public mutating func record(_ transition: Transition) {
        transitions.removeSubrange(position...)
        transitions.append(transition)
        position += 1
    }

    /// The transition undone, if any.
    public mutating func undo() -> Transition? {
        guard canUndo else { return nil }
        position -= 1
        return transitions[position]
    }

    /// The transition redone, if any.
    public mutating func redo() -> Transition? {
        guard canRedo else { return nil }
        position += 1
        return transitions[position - 1]
    }
}
