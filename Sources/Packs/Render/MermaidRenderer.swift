import GraphDrawing
import Messages

/// A Mermaid flowchart or state diagram drawn as boxes and arrows by the terminal graph
/// renderer (as `:grafo` draws a machine), or, when it does not fit, listed. A state diagram's
/// `[*] --> X` marks X as the initial state instead of drawing a start node.
public enum MermaidRenderer {
    public static func render(_ source: String, width: Int) -> [StyledLine]? {
        guard let graph = MermaidGraph.parse(source), !graph.nodes.isEmpty else { return nil }
        return render(graph, width: width)
    }

    public static func render(_ graph: MermaidGraph, width: Int) -> [StyledLine] {
        let start = "[*]start"
        let initial = Set(graph.edges.filter { $0.from == start }.map(\.to))
        let nodes = graph.nodes.filter { $0.id != start }.map { GraphNode(id: $0.id, label: $0.label, isInitial: initial.contains($0.id)) }
        let edges = graph.edges.filter { $0.from != start }.map { GraphEdge(from: $0.from, to: $0.to, label: $0.label) }
        return GraphRenderer.draw(nodes: nodes, edges: edges, width: width, nouns: .nodes).styled
    }
}

extension GraphPicture {
    /// The picture with the lessons' colours: lines grey, boxes bold, the current state green,
    /// markers yellow. `ansi(color: false)` gives the same letters without any.
    public var styled: [StyledLine] {
        lines.map { runs in
            StyledLine(runs.map { run in
                let style: TextStyle
                switch run.role {
                case .line: style = .colored(.gray)
                case .node: style = { var bold = TextStyle(); bold.bold = true; return bold }()
                case .currentNode: style = .colored(.green, bold: true)
                case .edgeLabel: style = .colored(.cyan)
                case .marker: style = .colored(.yellow, bold: true)
                case .text: style = .plain
                }
                return Span(run.text, style)
            })
        }
    }
}
