import Interpreter
import Language
import Messages

/// Breadth-first exploration of a machine from its initial state, sending every sample event
/// to every state reached. Each state is kept once, with the step that first reached it (for
/// shortest paths); with tracing, every transition tried is kept too, as two small integers
/// (the state it reached and the arms that fired), so the whole graph can be drawn and tabled.
public struct Exploration {
    public struct Step: @unchecked Sendable {
        public let parent: Int
        public let event: Int
    }

    /// One transition tried: from a state, by a sample event, to a state (or `failed` /
    /// `beyondLimit`), through the arms listed in `armSets[arms]`.
    public struct Edge: Sendable {
        public let from: Int
        public let event: Int
        public let to: Int
        public let arms: Int
        public var reachedState: Bool { to >= 0 }
    }

    /// `Edge.to` of a step that stopped with a runtime error (see `failures`).
    public static let failed = -1
    /// `Edge.to` of a step whose new state was not kept: the exploration had reached its limit.
    public static let beyondLimit = -2

    public let machine: Machine
    public let events: [Sample]
    public private(set) var states: [Value] = []
    /// How each state was first reached; nil for the initial state.
    public private(set) var reachedBy: [Step?] = []
    public private(set) var transitionCount = 0
    /// How many of `states` (the first ones) were sent every event. The others were found, but
    /// the exploration stopped before trying them.
    public private(set) var exploredCount = 0
    /// With tracing: `targets[state * events.count + event]` is where that transition led.
    private var targets: [Int32] = []
    /// With tracing: the arms that fired in each transition, as an index into `armSets`.
    private var armsOfTransition: [Int32] = []
    /// The distinct lists of arms that fired in one step (where each matched arm's label
    /// starts), in the order the switches ran; index 0 is the empty list.
    public private(set) var armSets: [[Int]] = [[]]
    /// Steps that stopped with a runtime error (a trap in the model), with the message.
    public private(set) var failures: [(state: Int, event: Int, message: String)] = []
    /// False when the exploration stopped at `limit` states or was interrupted.
    public private(set) var isComplete = true
    public private(set) var wasInterrupted = false
    public let isTraced: Bool

    /// Every arm that fired in some step.
    public var firedArms: Set<Int> { Set(armSets.joined()) }

    /// Explores until every reached state has seen every event, or `limit` states are known.
    /// `progress` is told the count of states now and then (a live line on a terminal).
    public static func run(model: Model, limit: Int = 100_000, tracing: Bool = true,
                           shouldStop: () -> Bool = { false }, progress: ((Int) -> Void)? = nil) throws -> Exploration {
        guard let machine = model.machine else { throw RuntimeError(Msg.Explore.noMachine, location: nil) }
        let interpreter = model.interpreter
        // One memory budget for the whole exploration, however many steps it runs.
        interpreter.beginEntry()
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        let initial = try model.initialState()
        let events = machine.eventEnum.map {
            Samples(interpreter: interpreter, machine: machine, initialState: initial).eventSamples(of: $0)
        } ?? []
        var exploration = Exploration(machine: machine, events: events, isTraced: tracing)
        var index = StateIndex(holdsInstances: machine.stateMayHoldInstances)
        index.append(hash: index.hash(initial))
        exploration.states = [initial]
        exploration.reachedBy = [nil]
        let arms = tracing ? ArmRecorder() : nil
        var armSetIDs: [[Int]: Int32] = [[]: 0]
        // An event usually fires the same arms from every state: the set it fired last is
        // compared first, and the dictionary asked only when it differs.
        var lastArmSet = Array(repeating: Int32(0), count: events.count)
        var next = 0
        exploring: while next < exploration.states.count {
            if shouldStop() {
                exploration.stopInterrupted()
                break
            }
            if let progress, next % 256 == 0 { progress(exploration.states.count) }
            let state = exploration.states[next]
            for (eventIndex, event) in events.enumerated() {
                exploration.transitionCount += 1
                let outcome: Value
                do {
                    outcome = try machine.advance(state, event.value, in: interpreter, arms: arms)
                } catch let failure as RuntimeError {
                    // Ctrl-C during a step stops the step with an error: it stops the exploration too.
                    if shouldStop() {
                        exploration.stopInterrupted()
                        break exploring
                    }
                    // Memory spent, or a step that runs away: every step after it would stop the
                    // same way, so the exploration ends with it.
                    if interpreter.isOutOfMemory || interpreter.ranAway { throw failure }
                    exploration.failures.append((next, eventIndex, failure.message))
                    exploration.record(Int32(failed), arms: 0)
                    continue
                }
                var target = Int32(beyondLimit)
                let hash = index.hash(outcome)
                if let known = index.position(of: outcome, hash: hash, in: exploration.states) {
                    target = Int32(known)
                } else if exploration.states.count < limit {
                    target = Int32(exploration.states.count)
                    index.append(hash: hash)
                    try interpreter.chargeKept(StateIndex.keptBytesPerState, for: machine.function)
                    exploration.states.append(outcome)
                    exploration.reachedBy.append(Step(parent: next, event: eventIndex))
                } else {
                    exploration.isComplete = false
                }
                if let arms {
                    var set = lastArmSet[eventIndex]
                    if exploration.armSets[Int(set)] == arms.matched {
                        // The same arms as this event's last step.
                    } else if let known = armSetIDs[arms.matched] {
                        set = known
                    } else {
                        set = Int32(exploration.armSets.count)
                        armSetIDs[arms.matched] = set
                        exploration.armSets.append(arms.matched)
                    }
                    lastArmSet[eventIndex] = set
                    exploration.record(target, arms: set)
                }
            }
            next += 1
            exploration.exploredCount = next
        }
        progress?(exploration.states.count)
        return exploration
    }

    private mutating func record(_ target: Int32, arms: Int32) {
        guard isTraced else { return }
        targets.append(target)
        armsOfTransition.append(arms)
    }

    /// A state interrupted half-way keeps none of its transitions: rows stay whole.
    private mutating func stopInterrupted() {
        isComplete = false
        wasInterrupted = true
        if isTraced {
            targets.removeSubrange((exploredCount * events.count)...)
            armsOfTransition.removeSubrange((exploredCount * events.count)...)
        }
    }

    /// The transitions tried from state `index` (none if it was not explored, or without tracing).
    public func edges(from index: Int) -> [Edge] {
        guard isTraced, index < exploredCount else { return [] }
        let base = index * events.count
        return events.indices.map { Edge(from: index, event: $0, to: Int(targets[base + $0]), arms: Int(armsOfTransition[base + $0])) }
    }

    /// Every transition tried, state by state and event by event.
    public var edges: [Edge] { (0..<exploredCount).flatMap(edges(from:)) }

    /// The states reached, for counting legitimate shapes by reachability.
    public static func reachableStates(of model: Model, limit: Int) -> (states: [Value], complete: Bool) {
        guard let exploration = try? run(model: model, limit: limit, tracing: false) else { return ([], false) }
        return (exploration.states, exploration.isComplete)
    }

    /// The shortest event sequence from the initial state to the first state of case `name`.
    public func path(toCase name: String) -> [Sample]? {
        firstState(where: { caseName($0) == name }).map(path(to:))
    }

    /// The first state, in order of distance from the initial one, that `test` accepts.
    public func firstState(where test: (Value) throws -> Bool) rethrows -> Int? {
        try states.indices.first { try test(states[$0]) }
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

    /// Arms of the machine's own `switch` statements that no explored step matched.
    public func armsNeverFired() -> [SwitchCase] {
        let fired = firedArms
        return machine.arms.filter { !fired.contains($0.labelSpan.start) }
    }
}
