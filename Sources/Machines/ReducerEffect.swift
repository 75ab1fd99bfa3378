import Interpreter

/// What a TCA feature's reducer returned with its new state: the REPL shows it as a value and
/// runs only what a store runs at once (`.send` feeds its action back; `.run` is asynchronous work
/// it never starts).
public enum ReducerEffect: @unchecked Sendable {
    /// `.none`: nothing more to do.
    case none
    /// `.send(.x)`: the action the store receives next, at once.
    case send(Value)
    /// `.run { send in … }`: asynchronous work, not run by the REPL.
    case run

    /// The effect in a value of the feature's prelude `Effect` (its three cases).
    init(_ value: Value) {
        guard case .enumCase(let effect) = value else { self = .none; return }
        switch effect.caseName {
        case "send": self = effect.payload.first.map(ReducerEffect.send) ?? .none
        case "run": self = .run
        default: self = .none
        }
    }
}
