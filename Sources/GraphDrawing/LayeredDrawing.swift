import Messages

/// One attempt at drawing a graph as boxes and arrows, top to bottom, with labels wrapped to
/// the given widths (nil: never wrapped).
struct LayeredDrawing {
    let nodes: [GraphNode]
    let edges: [(from: Int, to: Int, label: String)]
    let nodeWrap: Int?
    let labelWrap: Int?

    /// Lines of at most `width` columns, broken at spaces. A value in a box may also break a
    /// word after an opening parenthesis or a comma (`FotoConDestino(` `destino:`), else
    /// anywhere; an edge's label (an event's name) keeps its words whole.
    private func wrap(_ text: String, _ width: Int?, words: Bool = false) -> [String] {
        guard let width else { return [text] }
        let lines = Msg.wrapWords(text, width: width, indent: "")
        if words { return lines }
        return lines.flatMap { line -> [String] in
            var rest = Substring(line), pieces: [String] = []
            while DisplayWidth.of(String(rest)) > width {
                var cut = rest.startIndex, column = 0, best: String.Index?
                while cut < rest.endIndex, column + DisplayWidth.of(rest[cut]) <= width {
                    column += DisplayWidth.of(rest[cut])
                    if "(,:[".contains(rest[cut]), cut > rest.startIndex { best = rest.index(after: cut) }
                    cut = rest.index(after: cut)
                }
                let end = best ?? cut
                guard end > rest.startIndex else { break }
                pieces.append(String(rest[..<end]))
                rest = rest[end...].drop { $0 == " " }
            }
            return pieces + (rest.isEmpty ? [] : [String(rest)])
        }
    }

    func draw() -> Canvas {
        var graph = LayeredGraph(nodeCount: nodes.count, edges: edges,
                                 initial: nodes.indices.filter { nodes[$0].isInitial })
        // What each element shows, and so its size.
        var text = Array(repeating: [String](), count: graph.elements.count)
        var loopText = [Int: [String]]()
        var boxWidth = [Int: Int](), stub = [Int: Int]()
        for index in graph.elements.indices {
            switch graph.elements[index].kind {
            case .node(let node):
                text[index] = wrap(nodes[node].label, nodeWrap)
                let box = (text[index].map { DisplayWidth.of($0) }.max() ?? 0) + 4
                var width = box, height = text[index].count + 2
                if let labels = graph.loops[node] {
                    let joined = labels.filter { !$0.isEmpty }.joined(separator: ", ")
                    let lines = joined.isEmpty ? [] : wrap(joined, labelWrap, words: true)
                    loopText[index] = lines
                    width += 3 + (lines.isEmpty ? 0 : 1 + (lines.map { DisplayWidth.of($0) }.max() ?? 0))
                    height = max(height, lines.count + 1)
                }
                let left = nodes[node].isInitial ? DisplayWidth.of(Msg.Graph.initialMarker) : 0
                stub[index] = left
                boxWidth[index] = box
                graph.elements[index].width = left + width
                graph.elements[index].anchor = left + (box - 1) / 2
                graph.elements[index].height = height
            case .label(let edge):
                text[index] = wrap(edges[edge].label, labelWrap, words: true)
                let width = text[index].map { DisplayWidth.of($0) }.max() ?? 1
                graph.elements[index].width = max(width, 1)
                graph.elements[index].anchor = (max(width, 1) - 1) / 2
                graph.elements[index].height = text[index].count
            case .dummy:
                break
            }
        }
        graph.reduceCrossings()
        graph.place()

        // Rows: each layer as tall as its tallest element, a band of lines between layers.
        let layerHeight = graph.layers.map { layer in layer.map { graph.elements[$0].height }.max() ?? 0 }
        for (layer, members) in graph.layers.enumerated() {
            for element in members where graph.elements[element].kind.isDummy {
                graph.elements[element].height = layerHeight[layer]
            }
        }
        let ports = Ports(graph: graph, boxWidth: boxWidth, stub: stub)
        var layerTop: [Int] = [], bands: [Band] = [], bandTop: [Int] = []
        var row = 0
        let below = graph.linksBelow()
        for layer in graph.layers.indices {
            layerTop.append(row)
            row += layerHeight[layer]
            guard layer + 1 < graph.layers.count else { break }
            bands.append(band(graph: graph, layer: layer, ports: ports, layerTop: layerTop[layer],
                              nextTop: { row + $0 }, below: below))
            bandTop.append(row)
            row += bands[layer].rows
        }

        var canvas = Canvas()
        for (index, element) in graph.elements.enumerated() {
            let top = layerTop[element.layer]
            switch element.kind {
            case .node(let node):
                drawNode(nodes[node], on: &canvas, row: top, column: element.x + (stub[index] ?? 0),
                         width: boxWidth[index] ?? 5, height: element.height, lines: text[index], loop: loopText[index])
            case .label:
                for (offset, line) in text[index].enumerated() {
                    let indent = (element.width - DisplayWidth.of(line)) / 2
                    canvas.write(line, row: top + offset, column: element.x + indent, role: .edgeLabel)
                }
            case .dummy:
                canvas.vertical(element.x, from: top, to: top + element.height - 1)
            }
        }
        for (index, band) in bands.enumerated() { band.draw(on: &canvas, top: bandTop[index]) }
        return canvas
    }

    /// The fans of the band below `layer`. `nextTop` gives the first row of the next layer
    /// once the band's own height (its argument) is known.
    private func band(graph: LayeredGraph, layer: Int, ports: Ports, layerTop: Int, nextTop: (Int) -> Int,
                      below: [[Int]]) -> Band {
        let fanOut = layer % 2 == 0
        var keys: [[Int]: Int] = [:]
        var buses: [Bus] = []
        var pending: [(bus: Int, link: Int)] = []
        for element in graph.layers[layer] {
            for link in below[element] {
                let edge = graph.links[link]
                let key = [fanOut ? edge.upper : edge.lower, edge.reversed ? 1 : 0]
                let bus = keys[key] ?? {
                    buses.append(Bus())
                    keys[key] = buses.count - 1
                    return buses.count - 1
                }()
                let upper = graph.elements[edge.upper]
                let column = ports.column(link: link, bottom: true)
                if !buses[bus].tops.contains(where: { $0.column == column }) {
                    buses[bus].tops.append((column, layerTop + upper.height - 1))
                }
                if fanOut, upper.kind.isNode, edge.reversed { buses[bus].arrowUp = true }
                if !fanOut, graph.elements[edge.lower].kind.isNode, !edge.reversed { buses[bus].arrowDown = true }
                pending.append((bus, link))
            }
        }
        for (bus, link) in pending {
            let column = ports.column(link: link, bottom: false)
            if !buses[bus].bottoms.contains(where: { $0.column == column }) { buses[bus].bottoms.append((column, 0)) }
        }
        // The rows where lines meet the next layer are known once the band's height is.
        var band = Band(buses: buses)
        let lowerTop = nextTop(band.rows)
        for index in band.buses.indices {
            band.buses[index].bottoms = band.buses[index].bottoms.map { ($0.column, lowerTop) }
        }
        return band
    }

    private func drawNode(_ node: GraphNode, on canvas: inout Canvas, row: Int, column: Int, width: Int, height: Int,
                          lines: [String], loop: [String]?) {
        let role: GraphPicture.Role = node.isCurrent ? .currentNode : .node
        canvas.box(row: row, column: column, width: width, height: height, weight: node.isCurrent ? .heavy : .light, role: role)
        for (offset, line) in lines.enumerated() { canvas.write(line, row: row + 1 + offset, column: column + 2, role: role) }
        if node.isInitial {
            canvas.write(Msg.Graph.initialMarker, row: row + 1, column: column - DisplayWidth.of(Msg.Graph.initialMarker), role: .marker)
        }
        if let loop {
            // Out of the right side, round, and back in with an arrowhead: `├─┐` over `◀┘`.
            let right = column + width - 1
            canvas.horizontal(row + 1, from: right, to: right + 2)
            canvas.vertical(right + 2, from: row + 1, to: row + 2)
            canvas.connect(row + 2, right + 2, .left)
            canvas.write("◀", row: row + 2, column: right + 1, role: .line)
            for (offset, line) in loop.enumerated() {
                canvas.write(line, row: row + 1 + offset, column: right + 4, role: .edgeLabel)
            }
        }
    }
}

extension LayeredGraph.Kind {
    var isNode: Bool { if case .node = self { return true } else { return false } }
    var isDummy: Bool { if case .dummy = self { return true } else { return false } }
}

/// Where each link meets its elements: the attach column of a label or dummy; on a box, one
/// column per side for the edges going down and another for those coming up, ordered by where
/// their other ends are so that they do not cross under the box.
struct Ports {
    private var columns: [Int: (top: Int, bottom: Int)] = [:]

    init(graph: LayeredGraph, boxWidth: [Int: Int], stub: [Int: Int]) {
        func center(_ element: Int) -> Int { graph.elements[element].x + graph.elements[element].anchor }
        var groups: [[Int]: [Int]] = [:]  // [element, bottom?, reversed?] → links
        for (index, link) in graph.links.enumerated() {
            groups[[link.upper, 1, link.reversed ? 1 : 0], default: []].append(index)
            groups[[link.lower, 0, link.reversed ? 1 : 0], default: []].append(index)
        }
        var result: [Int: (top: Int, bottom: Int)] = [:]
        for (index, _) in graph.links.enumerated() { result[index] = (0, 0) }
        for element in graph.elements.indices {
            for bottom in [true, false] {
                let sides = [0, 1].compactMap { reversed in groups[[element, bottom ? 1 : 0, reversed]] }
                guard !sides.isEmpty else { continue }
                let ordered = sides.sorted { a, b in
                    func mean(_ links: [Int]) -> Double {
                        Double(links.map { center(bottom ? graph.links[$0].lower : graph.links[$0].upper) }.reduce(0, +)) / Double(links.count)
                    }
                    return mean(a) < mean(b)
                }
                for (slot, links) in ordered.enumerated() {
                    var column = center(element)
                    if graph.elements[element].kind.isNode, ordered.count > 1, let width = boxWidth[element] {
                        let left = graph.elements[element].x + (stub[element] ?? 0)
                        column = left + (slot + 1) * (width - 1) / (ordered.count + 1)
                    }
                    for link in links {
                        if bottom { result[link]?.bottom = column } else { result[link]?.top = column }
                    }
                }
            }
        }
        columns = result
    }

    /// The column of `link` at its upper element (`bottom`, the element's bottom side) or lower one.
    func column(link: Int, bottom: Bool) -> Int {
        bottom ? columns[link]?.bottom ?? 0 : columns[link]?.top ?? 0
    }
}
