import Interpreter

/// The one place counting asks for the states reachable from a machine's initial state
/// (legitimate shapes when a model has no `legitimo=` predicate, DESIGN §7). The exploration
/// engine does the work; this adapter keeps counting independent of its other results.
enum ReachableStates {
    /// The states found and whether the exploration finished (false: it stopped at `limit`
    /// states or at Ctrl-C). No states when the initial state cannot be built.
    static func of(_ model: Model, limit: Int, shouldStop: () -> Bool) -> (states: [Value], complete: Bool) {
        // Without tracing: only the states matter here, not which arm fired.
        guard let exploration = try? Exploration.run(model: model, limit: limit, tracing: false, shouldStop: shouldStop) else {
            return ([], false)
        }
        return (exploration.states, exploration.isComplete)
    }
}
