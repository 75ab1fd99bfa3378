import Messages

/// A Mermaid diagram drawn as text: one line per edge, `inactivo ──cargar──▶ cargando`, with the
/// sources padded so the arrows line up and the arrows padded so the targets line up (when that
/// fits the width), then any node that no edge touches. A list reads better in a terminal than a
/// box layout, which breaks as soon as the graph has a cycle or a long label.
public enum MermaidRenderer {
    public static func render(_ source: String, width: Int) -> [StyledLine]? {
        guard let graph = MermaidGraph.parse(source) else { return nil }
        return render(graph, width: width)
    }

    public static func render(_ graph: MermaidGraph, width: Int) -> [StyledLine] {
        let nodeStyle: (String) -> TextStyle = { id in
            var style = graph.fills[id].flatMap(color(ofFill:)).map { TextStyle.colored($0) } ?? TextStyle()
            style.bold = true
            return style
        }
        let sourceWidth = graph.edges.map { DisplayWidth.of(graph.label(of: $0.from)) }.max() ?? 0
        let labelWidth = graph.edges.map { DisplayWidth.of($0.label) }.max() ?? 0
        let targetWidth = graph.edges.map { DisplayWidth.of(graph.label(of: $0.to)) }.max() ?? 0
        // Aligned targets need every arrow as long as the longest label: only when labels are
        // short (a long one would stretch every arrow) and it all fits.
        let alignTargets = labelWidth <= 20 && sourceWidth + labelWidth + targetWidth + 8 <= width

        var lines: [StyledLine] = []
        for edge in graph.edges {
            let from = StyledLine(graph.label(of: edge.from), nodeStyle(edge.from)).padded(to: sourceWidth)
            let arrow = StyledLine(arrowText(edge, labelWidth: alignTargets ? labelWidth : DisplayWidth.of(edge.label)),
                                   .colored(.gray))
            let to = StyledLine(graph.label(of: edge.to), nodeStyle(edge.to))
            let line = from + StyledLine(" ") + arrow + StyledLine(" ") + to
            if line.width <= width || from.width + 2 > width / 2 {
                lines.append(line)
            } else {
                // Too wide: the target goes on the next line, under the arrow.
                lines.append(from + StyledLine(" ") + arrow)
                lines.append(StyledLine(String(repeating: " ", count: sourceWidth + 1)) + to)
            }
        }
        let connected = Set(graph.edges.flatMap { [$0.from, $0.to] })
        for node in graph.nodes where !connected.contains(node.id) {
            lines.append(StyledLine(node.label, nodeStyle(node.id)))
        }
        return lines
    }

    /// `──label──▶`, `┄┄label┄┄▶` (dotted), `━━label━━▶` (thick); without a head when the
    /// edge has none. The label is padded with the line to `labelWidth`.
    static func arrowText(_ edge: MermaidGraph.Edge, labelWidth: Int) -> String {
        let dash: String
        switch edge.line {
        case .solid: dash = "─"
        case .dotted: dash = "┄"
        case .thick: dash = "━"
        }
        let head = edge.arrow ? "▶" : dash
        if labelWidth == 0 { return dash + dash + dash + head }
        let gap = labelWidth - DisplayWidth.of(edge.label)
        if edge.label.isEmpty { return String(repeating: dash, count: labelWidth + 4) + head }
        return dash + dash + edge.label + String(repeating: dash, count: gap + 2) + head
    }

    /// The nearest terminal colour to a `#rrggbb` fill, so a lesson's colour coding survives.
    static func color(ofFill fill: String) -> TextStyle.Color? {
        var hex = fill.trimmingSpaces
        if hex.hasPrefix("#") { hex.removeFirst() }
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, let value = Int(hex, radix: 16) else {
            return ["red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "cyan": .cyan,
                    "magenta": .magenta, "gray": .gray, "grey": .gray][hex.lowercased()]
        }
        let r = (value >> 16) & 0xFF, g = (value >> 8) & 0xFF, b = value & 0xFF
        let maxChannel = max(r, g, b), minChannel = min(r, g, b)
        if maxChannel - minChannel < 30 { return .gray }
        if r >= g, r >= b { return g > b && g * 10 >= r * 7 ? .yellow : (b * 10 >= r * 7 ? .magenta : .red) }
        if g >= r, g >= b { return b * 10 >= g * 8 ? .cyan : (r * 10 >= g * 8 ? .yellow : .green) }
        return r * 10 >= b * 7 ? .magenta : (g * 10 >= b * 8 ? .cyan : .blue)
    }
}
