import Interpreter
import Language

/// One step of a machine, with the arm that decided it.
public struct Transition: @unchecked Sendable {
    /// The state before the step, untouched: the step ran on an isolated copy.
    public let from: Value
    public let fromText: String
    public let event: Value
    public let to: Value
    /// Whether anything observable changed, class instances' fields included.
    public let changed: Bool
    public let trace: SwitchTrace?

    /// Nothing changed: the machine ignored the event, which is what «se descarta» tells the learner.
    public var isDiscarded: Bool { !changed }
}
