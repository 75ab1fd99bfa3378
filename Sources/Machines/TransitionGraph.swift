import Interpreter
import Language
import Messages

/// The transition graph of an explored machine, written as Mermaid in the lessons' own
/// `flowchart LR` style, or as Graphviz. (The REPL draws the ASCII form from the Mermaid.)
public struct TransitionGraph {
    public struct Edge: Hashable {
        public let from: String
        public let to: String
        public let label: String
    }
    public let nodes: [(id: String, label: String)]
    public let edges: [Edge]
    public let initial: String

    /// Enum states: a node per state case. Other states: a node per reached state, up to `limit`.
    public static func build(exploration: Exploration, limit: Int = 24) -> TransitionGraph {
        let machine = exploration.machine
        if let info = machine.stateEnum {
            let reached = Set(exploration.states.map(caseName))
            let nodes = info.cases.map(\.name).filter(reached.contains).map { (id: $0, label: $0) }
            var edges: [Edge] = []
            for kind in exploration.edgeKinds.keys.sorted(by: order) where !kind.discarded {
                let edge = Edge(from: kind.from, to: kind.to, label: label(kind, machine: machine))
                if !edges.contains(edge) { edges.append(edge) }
            }
            return TransitionGraph(nodes: nodes, edges: edges, initial: caseName(exploration.states[0]))
        }
        let shown = Array(exploration.states.prefix(limit))
        let nodes = shown.indices.map { (id: "e\($0)", label: ValuePrinter.short.description(shown[$0])) }
        var edges: [Edge] = []
        for (index, step) in exploration.reachedBy.enumerated() where index < shown.count {
            guard let step else { continue }
            let edge = Edge(from: "e\(step.parent)", to: "e\(index)", label: caseName(exploration.events[step.event].value))
            if !edges.contains(edge) { edges.append(edge) }
        }
        return TransitionGraph(nodes: nodes, edges: edges, initial: "e0")
    }

    private static func order(_ a: Exploration.EdgeKind, _ b: Exploration.EdgeKind) -> Bool {
        (a.arm ?? Int.max, a.from, a.event, a.to) < (b.arm ?? Int.max, b.from, b.event, b.to)
    }

    private static func label(_ kind: Exploration.EdgeKind, machine: Machine) -> String {
        guard let arm = kind.arm, let guardText = ArmText.guardText(of: arm, in: machine) else { return kind.event }
        return "\(kind.event) si \(guardText)"
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
        return lines.joined(separator: "\n")
    }

    public var dot: String {
        var lines = ["digraph maquina {", "    rankdir=LR;", "    node [shape=box, style=rounded];"]
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
