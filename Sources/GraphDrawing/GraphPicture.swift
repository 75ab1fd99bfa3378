import Messages

/// A state or box of a directed graph to draw.
public struct GraphNode: Sendable, Hashable {
    public var id: String
    public var label: String
    public var isInitial: Bool
    public var isCurrent: Bool

    public init(id: String, label: String, isInitial: Bool = false, isCurrent: Bool = false) {
        self.id = id
        self.label = label
        self.isInitial = isInitial
        self.isCurrent = isCurrent
    }
}

/// An arrow from one node to another (or to itself), with an optional label.
public struct GraphEdge: Sendable, Hashable {
    public var from: String
    public var to: String
    public var label: String

    public init(from: String, to: String, label: String = "") {
        self.from = from
        self.to = to
        self.label = label
    }
}

/// A graph drawn as lines of text. Each line is a list of runs tagged with what they show, so the
/// caller decides the colours (or none, under `NO_COLOR` or in a pipe); the text alone already
/// marks the initial state (`●─▶`) and the current one (a heavy box).
public struct GraphPicture: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        case line, node, currentNode, edgeLabel, marker, text
    }

    public struct Run: Sendable, Equatable {
        public var text: String
        public var role: Role
    }

    public var lines: [[Run]]
    /// True when the graph did not fit and is shown as an adjacency list instead of boxes.
    public var isCompact: Bool

    /// The lines without roles, trailing blanks trimmed.
    public var text: [String] {
        lines.map { line in
            var text = line.map(\.text).joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }
}
