import Interpreter
import Language
import Messages

/// The explored transitions between the groups `StateNames` makes (cases, focus fields, or
/// single states), each kind of transition once: what the graph draws and the table lists.
struct GroupedEdges {
    struct Group {
        let key: String
        let label: String
        /// The states of the group, in order of distance from the initial one.
        var states: [Int]
    }

    enum Status: Hashable {
        /// The state changed.
        case moved
        /// An arm that handles the event matched and the state stayed as it was.
        case unchanged
        /// No arm matched, or only arms written to ignore the event.
        case discarded
        /// The step stopped with this error.
        case failed(String)
        /// The new state was past the exploration's limit and is its own state (not drawn).
        case beyondLimit
    }

    struct Edge: Hashable {
        let from: Int
        let event: Int
        let to: Int
        let arms: [Int]
        let status: Status
        var moved: Bool { status == .moved }
    }

    let names: StateNames
    let groups: [Group]
    let nodeOfState: [Int]
    let edges: [Edge]

    init(model: Model, exploration: Exploration) {
        let names = StateNames(exploration: exploration)
        self.names = names
        var groups: [Group] = [], nodeOfState: [Int] = [], edges: [Edge] = []
        var index: [String: Int] = [:]
        func group(for state: Value, key stateIndex: Int?) -> Int {
            let key = names.group(of: state) ?? "e\(stateIndex ?? -1)"
            if let known = index[key] { return known }
            index[key] = groups.count
            groups.append(Group(key: key, label: names.label(of: state), states: []))
            return groups.count - 1
        }
        for (position, state) in exploration.states.enumerated() {
            let found = group(for: state, key: position)
            groups[found].states.append(position)
            nodeOfState.append(found)
        }
        let machine = exploration.machine
        let discarding = machine.discardingArms
        let failures = Dictionary(exploration.failures.map { ("\($0.state) \($0.event)", $0.message) }, uniquingKeysWith: { a, _ in a })
        let interpreter = model.interpreter
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        var seen = Set<Edge>()
        for state in 0..<exploration.exploredCount {
            for edge in exploration.edges(from: state) {
                let arms = exploration.armSets[edge.arms]
                let from = nodeOfState[state]
                let made: Edge
                if edge.to == Exploration.failed {
                    made = Edge(from: from, event: edge.event, to: from, arms: arms,
                                status: .failed(failures["\(state) \(edge.event)"] ?? ""))
                } else if edge.to == Exploration.beyondLimit {
                    // Grouped by case, the state past the limit still has a case: step again to learn it.
                    guard !names.groupsAreStates,
                          let next = try? machine.advance(exploration.states[state], exploration.events[edge.event].value,
                                                          in: interpreter) else {
                        made = Edge(from: from, event: edge.event, to: from, arms: arms, status: .beyondLimit)
                        if seen.insert(made).inserted { edges.append(made) }
                        continue
                    }
                    made = Edge(from: from, event: edge.event, to: group(for: next, key: nil), arms: arms, status: .moved)
                } else if edge.to == state {
                    let handled = arms.contains { !discarding.contains($0) }
                    made = Edge(from: from, event: edge.event, to: from, arms: arms, status: handled ? .unchanged : .discarded)
                } else {
                    made = Edge(from: from, event: edge.event, to: nodeOfState[edge.to], arms: arms, status: .moved)
                }
                if seen.insert(made).inserted { edges.append(made) }
            }
        }
        self.groups = groups
        self.nodeOfState = nodeOfState
        self.edges = edges
    }
}
