import Messages

/// The block structure of a lesson: what both the loader (which needs the fenced blocks and their
/// lines) and the terminal renderer (which needs everything) read. Parsing never fails: odd input is
/// a paragraph, and an unterminated fence is a fence with `terminated == false` for the loader to report.
public indirect enum MarkdownBlock: Sendable {
    case heading(level: Int, text: String, line: Int)
    /// The paragraph's source lines, joined by the renderer.
    case paragraph([String], line: Int)
    case code(CodeFence)
    case table(MarkdownTable)
    case list(MarkdownList)
    case quote([MarkdownBlock], line: Int)
    case rule(line: Int)
}

/// A fenced block: ```` ```swift modelo=perfil ```` … ```` ``` ````.
public struct CodeFence: Sendable, Equatable {
    /// Everything after the opening fence, trimmed.
    public var info: String
    /// The body, without the fences, one element per line.
    public var lines: [String]
    /// The line of the opening fence in the file (1-based).
    public var fenceLine: Int
    /// False when the file ended before the closing fence.
    public var terminated: Bool

    /// The first word of the info string, lowercased: `swift`, `mermaid`, … or "".
    public var language: String {
        String(info.prefix { !$0.isWhitespace && $0 != "{" }).lowercased()
    }
    /// The line of the body's first line in the file.
    public var firstBodyLine: Int { fenceLine + 1 }
    public var body: String { lines.joined(separator: "\n") }
}

public typealias TableAlignment = TextAlignment

public struct MarkdownTable: Sendable {
    public var header: [String]
    public var alignments: [TableAlignment]
    public var rows: [[String]]
    public var line: Int
}

public struct MarkdownList: Sendable {
    public var ordered: Bool
    /// The number of the first item of an ordered list.
    public var start: Int
    public var items: [[MarkdownBlock]]
}

extension MarkdownBlock {
    /// Every fenced block, in document order, including those inside lists and quotes.
    public static func fences(in blocks: [MarkdownBlock]) -> [CodeFence] {
        blocks.flatMap { block -> [CodeFence] in
            switch block {
            case .code(let fence): return [fence]
            case .list(let list): return list.items.flatMap { fences(in: $0) }
            case .quote(let inner, _): return fences(in: inner)
            default: return []
            }
        }
    }

    /// The text of the first level-1 heading: a lesson's title.
    public static func title(in blocks: [MarkdownBlock]) -> (text: String, line: Int)? {
        for block in blocks {
            if case .heading(1, let text, let line) = block { return (text, line) }
        }
        return nil
    }
}
