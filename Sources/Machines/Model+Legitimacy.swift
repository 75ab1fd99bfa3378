import Arithmetic
import Messages
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
        // A step that trapped might have led to states nobody saw: then the count is «at least».
        return (exploration.states, exploration.isComplete && exploration.failures.isEmpty)
    }

    public func sampleValues(of type: RuntimeType) -> [Value] {
        Samples(interpreter: interpreter).values(of: type)
    }
}

extension Model {
    /// Whether the `legitimo=` predicate accepts `state`: nil when the model names none, or
    /// names one it does not define; an error when the predicate traps or answers no `Bool`.
    public func isLegitimate(_ state: Value) throws -> Bool? {
        guard let predicate = legitimacyPredicate, !predicate.isEmpty,
              interpreter.allFunctions.contains(where: { $0.node.name == predicate && $0.node.parameters.count == 1 })
        else { return nil }
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        guard case .bool(let accepted) = try interpreter.callFunction(named: predicate, arguments: [state]) else {
            throw RuntimeError(Msg.Explore.predicateNotBool(predicate), location: nil)
        }
        return accepted
    }
}
