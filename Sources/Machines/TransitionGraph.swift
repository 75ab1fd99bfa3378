import Interpreter
import Language
import Messages

/// The transition graph of an explored machine: every transition that changes the state,
/// between the states (or the cases) that `StateNames` names, written as Mermaid in the lessons'
/// own `flowchart LR` style or as Graphviz; the REPL draws it in the terminal.
public struct TransitionGraph {
    public struct Edge: Hashable, Sendable {
        public let from: String
        public let to: String
        public let label: String
    }
    public struct Node: Sendable {
        public let id: String
        public let label: String
    }
    public let nodes: [Node]
    public let edges: [Edge]
    public let initial: String
    /// The node of the session's current state, when the graph shows it.
    public var current: String?
    /// How many nodes the whole explored graph has (`nodes` may show fewer).
    public let totalNodes: Int
    /// Whether the exploration behind the graph saw the whole machine.
    public let isComplete: Bool
    /// How many states the exploration behind the graph found.
    public let statesExplored: Int
    private let nodeOfState: [Int]
    private let names: StateNames
    private let groupIDs: [String: String]

    /// Every node and edge of the exploration, or only the first `nodeLimit` nodes (in order of
    /// distance from the initial state) and the edges between them.
    public static func build(model: Model, exploration: Exploration, nodeLimit: Int? = nil) -> TransitionGraph {
        let view = GroupedEdges(model: model, exploration: exploration)
        let machine = exploration.machine
        let byCase = machine.stateEnum
        var order = Array(view.groups.indices)
        if let info = byCase {
            // An enum's cases in declaration order, as the lessons draw them.
            let position = Dictionary(info.cases.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
            order.sort { (position[view.groups[$0].key] ?? .max, $0) < (position[view.groups[$1].key] ?? .max, $1) }
        }
        let shown = Set(order.prefix(nodeLimit ?? order.count))
        let readableIDs = view.names.usesCaseNames
        func id(_ group: Int) -> String { readableIDs ? view.groups[group].key : "e\(group)" }
        let nodes = order.filter(shown.contains).map { Node(id: id($0), label: view.groups[$0].label) }
        var edges: [Edge] = []
        var seen = Set<Edge>()
        for edge in view.edges.sorted(by: { ($0.arms.first ?? .max, $0.from, $0.event, $0.to) < ($1.arms.first ?? .max, $1.from, $1.event, $1.to) })
        where edge.moved && shown.contains(edge.from) && shown.contains(edge.to) {
            let made = Edge(from: id(edge.from), to: id(edge.to), label: label(edge, exploration: exploration))
            if seen.insert(made).inserted { edges.append(made) }
        }
        var ids: [String: String] = [:]
        for group in view.groups.indices { ids[view.groups[group].key] = id(group) }
        return TransitionGraph(nodes: nodes, edges: edges, initial: id(view.nodeOfState[0]), current: nil,
                               totalNodes: view.groups.count, isComplete: exploration.isComplete,
                               statesExplored: exploration.states.count,
                               nodeOfState: view.nodeOfState, names: view.names, groupIDs: ids)
    }

    /// The node a state is drawn as, if the graph has it (the session's current state).
    public func node(of state: Value, in exploration: Exploration) -> String? {
        let id: String?
        if let group = names.group(of: state) {
            id = groupIDs[group]
        } else {
            id = exploration.states.firstIndex { sameState($0, state) }.flatMap { $0 < nodeOfState.count ? "e\(nodeOfState[$0])" : nil }
        }
        guard let id, nodes.contains(where: { $0.id == id }) else { return nil }
        return id
    }

    private static func label(_ edge: GroupedEdges.Edge, exploration: Exploration) -> String {
        let event = caseName(exploration.events[edge.event].value)
        let guards = edge.arms.compactMap { ArmText.guardText(of: $0, in: exploration.machine) }
        return guards.isEmpty ? event : "\(event) si \(guards.joined(separator: ", "))"
    }

    public var mermaid: String {
        var lines = ["flowchart LR"]
        let labels = Dictionary(nodes.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
        var declared = Set<String>()
        func node(_ id: String) -> String {
            guard declared.insert(id).inserted else { return id }
            return "\(id)[\"\(escape(labels[id] ?? id))\"]"
        }
        for edge in edges { lines.append("    \(node(edge.from)) -->|\(escape(edge.label))| \(node(edge.to))") }
        for entry in nodes where !declared.contains(entry.id) { lines.append("    " + node(entry.id)) }
        if let note = limitNote { lines.append("    %% " + note) }
        return lines.joined(separator: "\n")
    }

    public var dot: String {
        var lines = ["digraph maquina {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
        if let note = limitNote { lines.append("    // " + note) }
        lines.append("    \"\(initial)\" [peripheries=2];")
        for entry in nodes where entry.label != entry.id {
            lines.append("    \"\(entry.id)\" [label=\"\(dotEscape(entry.label))\"];")
        }
        for edge in edges {
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\" [label=\"\(dotEscape(edge.label))\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// What the graph leaves out, said in it: fewer nodes than explored, or an exploration cut short.
    public var limitNote: String? {
        if nodes.count < totalNodes { return Msg.Explore.showingNodes(nodes.count, of: totalNodes, complete: isComplete) }
        if !isComplete { return Msg.Explore.graphIncomplete(statesExplored) }
        return nil
    }

    /// Mermaid's entity codes keep a label's quotes and bars as Swift wrote them (`"Ada"`);
    /// the terminal drawing decodes them back.
    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "#", with: "#35;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "|", with: "#124;")
    }

    private func dotEscape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
