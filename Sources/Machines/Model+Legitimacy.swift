import Arithmetic
import Interpreter

/// What counting asks of a model (DESIGN §7): its `legitimo=` predicate, else the states
/// reachable from the machine's initial state. The exploration engine does the work; counting
/// stays independent of its other results.
extension Model: LegitimacySource {
    public var reachableStateType: RuntimeType? { machine?.stateType }

    /// The states found and whether the exploration finished (false: it stopped at `limit`
    /// states or at Ctrl-C). No states when the initial state cannot be built.
    public func reachableStates(limit: Int, shouldStop: () -> Bool) -> (states: [Value], complete: Bool) {
        // Without tracing: only the states matter here, not which arm fired.
        guard let exploration = try? Exploration.run(model: self, limit: limit, tracing: false, shouldStop: shouldStop) else {
            return ([], false)
        }
        return (exploration.states, exploration.isComplete)
    }

    public func sampleValues(of type: RuntimeType) -> [Value] {
        Samples(interpreter: interpreter).values(of: type)
    }
}
