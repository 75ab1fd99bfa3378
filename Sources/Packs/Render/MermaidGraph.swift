import Foundation

/// The nodes and edges of a Mermaid `flowchart`/`graph` or `stateDiagram`, read leniently:
/// shapes, quoted labels, `|label|` and `-- label -->` edges, chains `A --> B --> C`, `&`, `;`.
/// Styling lines are read only for `fill` colours; anything not understood is skipped.
public struct MermaidGraph: Sendable, Equatable {
    public struct Edge: Sendable, Equatable {
        public enum Line: Sendable, Equatable { case solid, dotted, thick }
        public var from: String
        public var to: String
        public var label: String
        public var line: Line
        public var arrow: Bool
    }

    public var kind: String
    /// Labels by node id, in first-seen order.
    public var nodes: [(id: String, label: String)]
    public var edges: [Edge]
    /// `style X fill:#rrggbb`, by node id.
    public var fills: [String: String]

    public static func == (a: MermaidGraph, b: MermaidGraph) -> Bool {
        a.kind == b.kind && a.edges == b.edges && a.nodes.map(\.id) == b.nodes.map(\.id)
            && a.nodes.map(\.label) == b.nodes.map(\.label) && a.fills == b.fills
    }

    public func label(of id: String) -> String { nodes.first { $0.id == id }?.label ?? id }

    /// nil when the diagram is not a flowchart or state diagram.
    public static func parse(_ source: String) -> MermaidGraph? {
        var lines = source.split(separator: "\n").map { line -> String in
            let text = String(line)
            return (text.range(of: "%%").map { String(text[..<$0.lowerBound]) } ?? text).trimmingSpaces
        }.filter { !$0.isEmpty }
        guard let header = lines.first?.split(separator: " ").first.map(String.init) else { return nil }
        let isState = header.hasPrefix("stateDiagram")
        guard header == "flowchart" || header == "graph" || isState else { return nil }
        lines.removeFirst()
        let kind = source.split(separator: "\n").map { String($0).trimmingSpaces }.first { !$0.isEmpty } ?? header
        var graph = MermaidGraph(kind: kind, nodes: [], edges: [], fills: [:])
        for line in lines {
            for statement in statements(line) where !statement.isEmpty {
                if isState { graph.readState(statement) } else { graph.readFlow(statement) }
            }
        }
        return graph
    }

    /// A line's `;`-separated statements; a `;` inside a quoted or bracketed label, or closing an
    /// entity code (`#quot;`), separates nothing.
    static func statements(_ line: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, quoted = false, entity = false
        for character in line {
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if "[({".contains(character) { depth += 1 }
                if "])}".contains(character) { depth = max(0, depth - 1) }
            }
            if character == "#" { entity = true }
            else if entity, !(character.isLetter || character.isNumber), character != ";" { entity = false }
            if character == ";", !quoted, depth == 0, !entity {
                parts.append(current.trimmingSpaces)
                current = ""
                continue
            }
            if character == ";" { entity = false }
            current.append(character)
        }
        parts.append(current.trimmingSpaces)
        return parts
    }

    mutating func addNode(_ id: String, label: String?) {
        if let index = nodes.firstIndex(where: { $0.id == id }) {
            if let label, !label.isEmpty { nodes[index].label = label }
        } else {
            nodes.append((id, label ?? id))
        }
    }

    mutating func readStyle(_ statement: String) -> Bool {
        let words = statement.split(separator: " ", maxSplits: 2).map(String.init)
        guard let keyword = words.first else { return true }
        if keyword == "style", words.count == 3,
           let fill = words[2].split(separator: ",").first(where: { $0.hasPrefix("fill:") }) {
            fills[words[1]] = String(fill.dropFirst(5))
        }
        return ["style", "classDef", "class", "linkStyle", "click", "subgraph", "end", "direction",
                "note", "accTitle", "accDescr", "title"].contains(keyword) || keyword.hasPrefix("note")
    }

    // MARK: stateDiagram

    mutating func readState(_ statement: String) {
        if readStyle(statement) || statement == "}" || statement.hasPrefix("--") { return }
        if statement.hasPrefix("state ") {
            // `state "Nombre largo" as X` names a state; `state X {` opens a composite.
            let rest = statement.dropFirst(6).trimmingSpaces
            if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\""),
               let asRange = rest.range(of: " as ") {
                addNode(rest[asRange.upperBound...].trimmingSpaces, label: String(rest[rest.index(after: rest.startIndex)..<close]))
            }
            return
        }
        guard let arrow = statement.range(of: "-->") else { return }
        let from = statement[..<arrow.lowerBound].trimmingSpaces
        var to = statement[arrow.upperBound...].trimmingSpaces
        var label = ""
        if let colon = to.firstIndex(of: ":") {
            label = to[to.index(after: colon)...].trimmingSpaces
            to = to[..<colon].trimmingSpaces
        }
        let fromID = from == "[*]" ? "[*]start" : from
        let toID = to == "[*]" ? "[*]end" : to
        addNode(fromID, label: from == "[*]" ? "●" : nil)
        addNode(toID, label: to == "[*]" ? "◉" : nil)
        edges.append(Edge(from: fromID, to: toID, label: label, line: .solid, arrow: true))
    }

    // MARK: flowchart

    mutating func readFlow(_ statement: String) {
        if readStyle(statement) { return }
        var scanner = FlowScanner(chars: Array(statement))
        var previous: [String] = []
        var pending: (label: String, line: Edge.Line, arrow: Bool)?
        while !scanner.atEnd {
            scanner.skipSpaces()
            if let edge = scanner.edge() {
                pending = edge
                continue
            }
            var group: [String] = []
            repeat {
                scanner.skipSpaces()
                guard let node = scanner.node() else { return }
                addNode(node.id, label: node.label)
                group.append(node.id)
                scanner.skipSpaces()
            } while scanner.take("&")
            if let edge = pending {
                for from in previous { for to in group { edges.append(Edge(from: from, to: to, label: edge.label, line: edge.line, arrow: edge.arrow)) } }
            }
            previous = group
            pending = nil
        }
    }
}
