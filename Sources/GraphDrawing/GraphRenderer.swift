import Messages

/// Draws a directed graph for the terminal: boxes and arrows in layers when the picture fits
/// `width` columns and `maxHeight` lines (wrapping long labels if that makes it fit), else an
/// adjacency list of at most `listLines` lines, saying how many it left out. Pure: values in,
/// lines out.
public enum GraphRenderer {
    /// Graphs larger than this are listed, never drawn: a drawing of them would not be read.
    static let drawableNodes = 40
    static let drawableEdges = 120

    public static func draw(nodes: [GraphNode], edges: [GraphEdge], width: Int, maxHeight: Int = 80,
                            listLines: Int = 30, nouns: Msg.Graph.Nouns = .states) -> GraphPicture {
        let width = max(width, 20)
        let (nodes, indexed) = resolve(nodes: nodes, edges: edges)
        if nodes.count <= drawableNodes, indexed.count <= drawableEdges {
            let legend = Msg.Graph.legend(initial: nodes.contains { $0.isInitial }, current: nodes.contains { $0.isCurrent })
            let extra = legend == nil ? 0 : 2
            for (nodeWrap, labelWrap) in [(nil, nil), (28, 18), (18, 12), (12, 8)] as [(Int?, Int?)] {
                let canvas = LayeredDrawing(nodes: nodes, edges: indexed, nodeWrap: nodeWrap, labelWrap: labelWrap).draw()
                guard canvas.width <= width, canvas.height + extra <= maxHeight else { continue }
                var lines = canvas.runs()
                if let legend, DisplayWidth.of(legend) <= width {
                    lines += [[], [GraphPicture.Run(text: legend, role: .text)]]
                }
                return GraphPicture(lines: lines, isCompact: false)
            }
        }
        return CompactList.picture(nodes: nodes, edges: indexed, width: width, maxHeight: min(listLines, maxHeight), nouns: nouns)
    }

    /// The nodes (an edge's unknown end becomes a node named by its id; a repeated id counts
    /// once) and the edges by node index.
    static func resolve(nodes: [GraphNode], edges: [GraphEdge]) -> ([GraphNode], [(from: Int, to: Int, label: String)]) {
        var all: [GraphNode] = []
        var index: [String: Int] = [:]
        func add(_ node: GraphNode) -> Int {
            if let existing = index[node.id] { return existing }
            all.append(node)
            index[node.id] = all.count - 1
            return all.count - 1
        }
        for node in nodes { _ = add(node) }
        let indexed = edges.map { edge in
            (from: add(GraphNode(id: edge.from, label: edge.from)), to: add(GraphNode(id: edge.to, label: edge.to)),
             label: edge.label)
        }
        return (all, indexed)
    }
}

/// The compact form: each node with edges out of it, followed by its targets and their labels,
/// wrapped at word boundaries; at most `maxHeight` lines, saying how many were left out.
enum CompactList {
    static func picture(nodes: [GraphNode], edges: [(from: Int, to: Int, label: String)], width: Int, maxHeight: Int,
                        nouns: Msg.Graph.Nouns) -> GraphPicture {
        func name(_ node: Int, tagged: Bool = false) -> [GraphPicture.Run] {
            var runs = [GraphPicture.Run(text: nodes[node].label, role: nodes[node].isCurrent ? .currentNode : .node)]
            guard tagged else { return runs }
            if nodes[node].isInitial { runs.append(.init(text: " " + Msg.Graph.initialTag, role: .marker)) }
            if nodes[node].isCurrent { runs.append(.init(text: " " + Msg.Graph.currentTag, role: .marker)) }
            return runs
        }
        var lines: [[GraphPicture.Run]] = []
        for header in Msg.wrapWords(Msg.Graph.compactHeader(nodes: nodes.count, edges: edges.count, width: width, nouns: nouns),
                                    width: width) {
            lines.append([.init(text: header, role: .text)])
        }
        var sinks: [GraphPicture.Run] = []
        var outgoing = Array(repeating: [(from: Int, to: Int, label: String)](), count: nodes.count)
        for edge in edges { outgoing[edge.from].append(edge) }
        for node in nodes.indices {
            let out = outgoing[node]
            guard !out.isEmpty else {
                if !sinks.isEmpty { sinks.append(.init(text: ", ", role: .text)) }
                sinks += name(node, tagged: true)
                continue
            }
            var runs = [GraphPicture.Run(text: "  ", role: .text)] + name(node, tagged: true) + [.init(text: " ─▶ ", role: .line)]
            for (offset, edge) in out.enumerated() {
                if offset > 0 { runs.append(.init(text: ", ", role: .text)) }
                runs += name(edge.to)
                if !edge.label.isEmpty { runs.append(.init(text: " (\(edge.label))", role: .edgeLabel)) }
            }
            lines += wrap(runs, width: width, indent: "      ")
        }
        if !sinks.isEmpty {
            lines += wrap([.init(text: "  " + Msg.Graph.withoutExits, role: .text)] + sinks, width: width, indent: "      ")
        }
        if lines.count > maxHeight {
            let kept = max(maxHeight - 1, 1)
            let left = lines.count - kept
            lines = Array(lines.prefix(kept)) + [[.init(text: Msg.Graph.more(left, nouns: nouns), role: .text)]]
        }
        return GraphPicture(lines: lines, isCompact: true)
    }

    /// Runs broken into lines of at most `width` columns at spaces; a word longer than a line is cut.
    static func wrap(_ runs: [GraphPicture.Run], width: Int, indent: String) -> [[GraphPicture.Run]] {
        // Words keep their roles character by character; the leading spaces are the first line's indent.
        var words: [[(Character, GraphPicture.Role)]] = [[]]
        var lead: [(Character, GraphPicture.Role)] = []
        for run in runs {
            for character in run.text {
                if character != " " {
                    words[words.count - 1].append((character, run.role))
                } else if words.count == 1, words[0].isEmpty {
                    lead.append((character, run.role))
                } else if !words[words.count - 1].isEmpty {
                    words.append([])
                }
            }
        }
        var lines: [[(Character, GraphPicture.Role)]] = [lead]
        var column = lead.count, lineStart = lead.count
        for word in words where !word.isEmpty {
            let size = word.reduce(0) { $0 + DisplayWidth.of($1.0) }
            if column > lineStart, column + 1 + size > width {
                lines.append(indent.map { ($0, .text) })
                column = DisplayWidth.of(indent)
                lineStart = column
            } else if column > lineStart {
                lines[lines.count - 1].append((" ", word[0].1 == .edgeLabel ? .edgeLabel : .text))
                column += 1
            }
            for item in word {
                let w = DisplayWidth.of(item.0)
                if column + w > width, column > lineStart {
                    lines.append(indent.map { ($0, .text) })
                    column = DisplayWidth.of(indent)
                    lineStart = column
                }
                lines[lines.count - 1].append(item)
                column += w
            }
        }
        return lines.map { characters in
            var runs: [GraphPicture.Run] = []
            for (character, role) in characters {
                if let last = runs.last, last.role == role { runs[runs.count - 1].text.append(character) }
                else { runs.append(.init(text: String(character), role: role)) }
            }
            return runs
        }
    }
}
