import Interpreter
import Language
import Messages

/// Breadth-first exploration of a machine from its initial state, sending every sample event
/// to every state reached. Memory stays proportional to the states: each state is kept once,
/// with the step that first reached it (for shortest paths); transitions are only counted and
/// summarised by state case, event case and arm.
public struct Exploration {
    public struct Step: @unchecked Sendable {
        public let parent: Int
        public let event: Int
    }

    /// A kind of transition: from a state case, by an event case, through an arm, to a state case.
    public struct EdgeKind: Hashable, Sendable {
        public let from: String
        public let event: String
        public let to: String
        /// Start of the matched arm's label in the machine's file, if a `switch` decided.
        public let arm: Int?
        public let discarded: Bool
    }

    public let machine: Machine
    public let events: [Sample]
    public private(set) var states: [Value] = []
    /// How each state was first reached; nil for the initial state.
    public private(set) var reachedBy: [Step?] = []
    public private(set) var transitionCount = 0
    /// How many transitions of each kind were seen (by case, event case and arm).
    public var edgeKinds: [EdgeKind: Int] {
        var kinds: [EdgeKind: Int] = [:]
        for (key, count) in edgeCounts {
            kinds[EdgeKind(from: caseNames[key.from], event: caseNames[key.event], to: caseNames[key.to],
                           arm: key.arm, discarded: key.discarded), default: 0] += count
        }
        return kinds
    }

    /// The same, counted with small integers: a million transitions hash no strings.
    private struct EdgeKey: Hashable {
        let from: Int
        let event: Int
        let to: Int
        let arm: Int?
        let discarded: Bool
    }
    private var edgeCounts: [EdgeKey: Int] = [:]
    private var caseNames: [String] = []
    private var caseIDs: [String: Int] = [:]

    private mutating func caseID(_ value: Value) -> Int {
        let name = caseName(value)
        if let id = caseIDs[name] { return id }
        caseIDs[name] = caseNames.count
        caseNames.append(name)
        return caseNames.count - 1
    }
    public private(set) var firedArms: Set<Int> = []
    /// Steps that stopped with a runtime error (a trap in the model), with the message.
    public private(set) var failures: [(state: Int, event: Int, message: String)] = []
    /// False when the exploration stopped at `limit` states or was interrupted.
    public private(set) var isComplete = true
    public private(set) var wasInterrupted = false

    /// Explores until every reached state has seen every event, or `limit` states are known.
    public static func run(model: Model, limit: Int = 100_000, tracing: Bool = true,
                           shouldStop: () -> Bool = { false }) throws -> Exploration {
        guard let machine = model.machine else { throw RuntimeError(Msg.Explore.noMachine, location: nil) }
        let interpreter = model.interpreter
        let events = machine.eventEnum.map { Samples(interpreter: interpreter).eventSamples(of: $0) } ?? []
        var exploration = Exploration(machine: machine, events: events)
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        let initial = try model.initialState()
        var index: [StateKey: Int] = [StateKey(initial, machine: machine): 0]
        exploration.states = [initial]
        exploration.reachedBy = [nil]
        let eventCases = events.map { exploration.caseID($0.value) }
        let arms = tracing ? ArmRecorder() : nil
        var stateCases = [exploration.caseID(initial)]
        var next = 0
        exploring: while next < exploration.states.count {
            if shouldStop() {
                exploration.isComplete = false
                exploration.wasInterrupted = true
                break
            }
            let state = exploration.states[next]
            for (eventIndex, event) in events.enumerated() {
                exploration.transitionCount += 1
                let outcome: Value
                do {
                    outcome = try machine.advance(state, event.value, in: interpreter, arms: arms)
                } catch let failure as RuntimeError {
                    // Ctrl-C during a step stops the step with an error: it stops the exploration too.
                    if shouldStop() {
                        exploration.isComplete = false
                        exploration.wasInterrupted = true
                        break exploring
                    }
                    exploration.failures.append((next, eventIndex, failure.message))
                    continue
                }
                let target: Int
                let key = StateKey(outcome, machine: machine)
                if let known = index[key] {
                    target = known
                } else if exploration.states.count < limit {
                    target = exploration.states.count
                    index[key] = target
                    exploration.states.append(outcome)
                    exploration.reachedBy.append(Step(parent: next, event: eventIndex))
                    if tracing { stateCases.append(exploration.caseID(outcome)) }
                } else {
                    exploration.isComplete = false
                    continue
                }
                if let arms {
                    let arm = arms.machineArm
                    if let arm { exploration.firedArms.insert(arm) }
                    let edge = EdgeKey(from: stateCases[next], event: eventCases[eventIndex], to: stateCases[target],
                                       arm: arm, discarded: target == next)
                    exploration.edgeCounts[edge, default: 0] += 1
                }
            }
            next += 1
        }
        return exploration
    }

    /// The states reached, for counting legitimate shapes by reachability.
    public static func reachableStates(of model: Model, limit: Int) -> (states: [Value], complete: Bool) {
        guard let exploration = try? run(model: model, limit: limit, tracing: false) else { return ([], false) }
        return (exploration.states, exploration.isComplete)
    }

    /// The shortest event sequence from the initial state to the first state of case `name`.
    public func path(toCase name: String) -> [Sample]? {
        states.firstIndex(where: { caseName($0) == name }).map(path(to:))
    }

    /// The events that first reached state `index` from the initial state, in order.
    public func path(to index: Int) -> [Sample] {
        var events: [Sample] = []
        var current = index
        while let step = reachedBy[current] {
            events.append(self.events[step.event])
            current = step.parent
        }
        return events.reversed()
    }

    /// The case names of the state type that no reached state has.
    public func unreachedCases() -> [String] {
        guard let info = machine.stateEnum else { return [] }
        let reached = Set(states.map(caseName))
        return info.cases.map(\.name).filter { !reached.contains($0) }
    }

    /// Arms of the machine's own `switch` that no explored step matched.
    public func armsNeverFired() -> [SwitchCase] {
        machine.arms.filter { !firedArms.contains($0.labelSpan.start) }
    }
}

/// Which states count as the same. Values compare structurally; a state that holds class
/// instances compares them by identity number and fields (a step works on a copy, so
/// identities alone would make every state new).
private enum StateKey: Hashable {
    case value(ValueKey)
    case holdingInstances(StateValueKey)

    init(_ state: Value, machine: Machine) {
        self = machine.stateMayHoldInstances ? .holdingInstances(StateValueKey(state)) : .value(ValueKey(state))
    }
}
