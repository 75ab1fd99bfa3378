/// The graph prepared for a top-down layered drawing (Sugiyama): cycles broken by reversing the
/// edges that close them, nodes on even layers by longest path, and every edge cut into links
/// between adjacent layers. An edge's label is an element of its own on the odd layer below its
/// source (above it, for a reversed edge), so labels take space in the layout and never collide;
/// the other layers an edge crosses hold one-column dummies.
struct LayeredGraph {
    enum Kind: Equatable {
        case node(Int)
        case label(edge: Int)
        case dummy(edge: Int)
    }

    struct Element {
        var kind: Kind
        var layer: Int
        /// Columns taken, and the column (from the left) where lines attach.
        var width = 1
        var anchor = 0
        var height = 0
        var x = 0
    }

    /// One piece of an edge between an element and one in the next layer down.
    struct Link {
        var upper: Int
        var lower: Int
        var edge: Int
        /// The edge points up: it was reversed to break a cycle.
        var reversed: Bool
    }

    var elements: [Element] = []
    var layers: [[Int]] = []
    var links: [Link] = []
    /// Self-loops, by node index: their labels.
    var loops: [Int: [String]] = [:]

    /// `edges` as (from, to, label) node indices; `initial` nodes are visited first, so they
    /// start the layering.
    init(nodeCount: Int, edges: [(from: Int, to: Int, label: String)], initial: [Int]) {
        var layered: [(from: Int, to: Int, edge: Int, reversed: Bool)] = []
        let reversed = Self.backEdges(nodeCount: nodeCount, edges: edges, initial: initial)
        for (index, edge) in edges.enumerated() {
            if edge.from == edge.to {
                loops[edge.from, default: []].append(edge.label)
            } else if reversed.contains(index) {
                layered.append((edge.to, edge.from, index, true))
            } else {
                layered.append((edge.from, edge.to, index, false))
            }
        }
        let rank = Self.longestPath(nodeCount: nodeCount, edges: layered.map { ($0.from, $0.to) })
        let depth = ((rank.max() ?? 0) * 2) + 1
        layers = Array(repeating: [], count: depth)
        for node in 0..<nodeCount { add(Element(kind: .node(node), layer: rank[node] * 2)) }
        // Edges into the same node with the same label (the same event, from several states)
        // share one label, next to that node: the lines join before it.
        var groupSize: [String: Int] = [:]
        func groupKey(_ edge: (from: Int, to: Int, edge: Int, reversed: Bool)) -> String? {
            let label = edges[edge.edge].label
            guard !label.isEmpty else { return nil }
            return "\(edge.reversed ? edge.from : edge.to) \(edge.reversed) \(label)"
        }
        for edge in layered { if let key = groupKey(edge) { groupSize[key, default: 0] += 1 } }
        var shared: [String: Int] = [:]
        for edge in layered {
            let top = rank[edge.from] * 2, bottom = rank[edge.to] * 2
            let key = groupKey(edge).flatMap { (groupSize[$0] ?? 0) > 1 ? $0 : nil }
            // A label sits by the edge's source, or, shared, by its target; dummies elsewhere.
            let labelLayer = (key != nil) != edge.reversed ? bottom - 1 : top + 1
            var previous = edge.from
            for layer in (top + 1)..<bottom {
                let hasLabel = layer == labelLayer && !edges[edge.edge].label.isEmpty
                if hasLabel, let key, let existing = shared[key] {
                    links.append(Link(upper: previous, lower: existing, edge: edge.edge, reversed: edge.reversed))
                    previous = existing
                    continue
                }
                let element = add(Element(kind: hasLabel ? .label(edge: edge.edge) : .dummy(edge: edge.edge), layer: layer))
                if hasLabel, let key { shared[key] = element }
                links.append(Link(upper: previous, lower: element, edge: edge.edge, reversed: edge.reversed))
                previous = element
            }
            links.append(Link(upper: previous, lower: edge.to, edge: edge.edge, reversed: edge.reversed))
        }
        // A shared label's link to its node, made by each edge of the group, is kept once.
        var seen = Set<[Int]>()
        links = links.filter { seen.insert([$0.upper, $0.lower]).inserted }
    }

    @discardableResult
    private mutating func add(_ element: Element) -> Int {
        elements.append(element)
        layers[element.layer].append(elements.count - 1)
        return elements.count - 1
    }

    /// The edges that close a cycle in a depth-first search from the initial nodes, then from
    /// the others in order: reversing them leaves no cycle.
    static func backEdges(nodeCount: Int, edges: [(from: Int, to: Int, label: String)], initial: [Int]) -> Set<Int> {
        var outgoing = Array(repeating: [Int](), count: nodeCount)
        for (index, edge) in edges.enumerated() where edge.from != edge.to { outgoing[edge.from].append(index) }
        enum Mark { case new, open, done }
        var mark = Array(repeating: Mark.new, count: nodeCount)
        var back = Set<Int>()
        for root in initial + Array(0..<nodeCount) where mark[root] == .new {
            // An explicit stack: a long chain of states must not overflow the call stack.
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            mark[root] = .open
            while let top = stack.last {
                if top.next == outgoing[top.node].count {
                    mark[top.node] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = outgoing[top.node][top.next]
                let target = edges[edge].to
                switch mark[target] {
                case .open: back.insert(edge)
                case .done: break
                case .new:
                    mark[target] = .open
                    stack.append((target, 0))
                }
            }
        }
        return back
    }

    /// Each node's layer: one more than its deepest predecessor (the graph has no cycle).
    static func longestPath(nodeCount: Int, edges: [(Int, Int)]) -> [Int] {
        var incoming = Array(repeating: 0, count: nodeCount)
        var outgoing = Array(repeating: [Int](), count: nodeCount)
        for (from, to) in edges {
            incoming[to] += 1
            outgoing[from].append(to)
        }
        var rank = Array(repeating: 0, count: nodeCount)
        var ready = (0..<nodeCount).filter { incoming[$0] == 0 }
        var index = 0
        while index < ready.count {
            let node = ready[index]
            index += 1
            for next in outgoing[node] {
                rank[next] = max(rank[next], rank[node] + 1)
                incoming[next] -= 1
                if incoming[next] == 0 { ready.append(next) }
            }
        }
        return rank
    }

    /// Links by their upper and by their lower element.
    func linksBelow() -> [[Int]] {
        var below = Array(repeating: [Int](), count: elements.count)
        for (index, link) in links.enumerated() { below[link.upper].append(index) }
        return below
    }

    func linksAbove() -> [[Int]] {
        var above = Array(repeating: [Int](), count: elements.count)
        for (index, link) in links.enumerated() { above[link.lower].append(index) }
        return above
    }
}
