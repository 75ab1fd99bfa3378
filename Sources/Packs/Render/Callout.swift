import Messages

/// The lessons' callouts: a paragraph that starts with ℹ️ ⚠️ 💡 ⚡ (also 🎯 and ⚔️), or a quote
/// that does (or a GitHub `> [!NOTE]` quote). When the paragraph holds only the emoji or a bold
/// title, the callout takes the next paragraph as its body, as the source lessons lay them out.
struct Callout {
    enum Kind: CaseIterable {
        case note, warning, tip, key, goals, challenge

        var emoji: String {
            switch self {
            case .note: return "ℹ️"
            case .warning: return "⚠️"
            case .tip: return "💡"
            case .key: return "⚡"
            case .goals: return "🎯"
            case .challenge: return "⚔️"
            }
        }
        var label: String {
            switch self {
            case .note: return Msg.Packs.calloutNote
            case .warning: return Msg.Packs.calloutWarning
            case .tip: return Msg.Packs.calloutTip
            case .key: return Msg.Packs.calloutKey
            case .goals: return Msg.Packs.calloutGoals
            case .challenge: return Msg.Packs.calloutChallenge
            }
        }
        var color: TextStyle.Color {
            switch self {
            case .note: return .blue
            case .warning: return .yellow
            case .tip: return .green
            case .key: return .magenta
            case .goals: return .cyan
            case .challenge: return .red
            }
        }
        static let github: [String: Kind] = ["NOTE": .note, "WARNING": .warning, "CAUTION": .warning,
                                             "TIP": .tip, "IMPORTANT": .key]

        /// The kind a text starts with, and the text after the emoji. The variation selector
        /// U+FE0F is optional: `ℹ` and `ℹ️` are the same callout.
        static func leading(_ text: String) -> (Kind, String)? {
            let trimmed = text.trimmingSpaces
            guard let first = trimmed.unicodeScalars.first else { return nil }
            for kind in allCases where kind.emoji.unicodeScalars.first == first {
                var rest = Substring(trimmed).unicodeScalars.dropFirst()
                if rest.first?.value == 0xFE0F { rest = rest.dropFirst() }
                return (kind, String(String.UnicodeScalarView(rest)).trimmingSpaces)
            }
            return nil
        }
    }

    var kind: Kind
    var blocks: [MarkdownBlock]

    /// A callout starting at `blocks[index]`, and how many blocks it takes.
    static func detect(_ blocks: [MarkdownBlock], at index: Int) -> (Callout, Int)? {
        switch blocks[index] {
        case .paragraph(let lines, let line):
            guard let first = lines.first, let (kind, rest) = Kind.leading(first) else { return nil }
            var body: [MarkdownBlock] = []
            let remaining = ([rest] + lines.dropFirst()).filter { !$0.isEmpty }
            if !remaining.isEmpty { body.append(.paragraph(remaining, line: line)) }
            var consumed = 1
            // Emoji alone, then a title, then the body; or emoji and a bold title, then the body.
            // A callout with text of its own ends with its paragraph.
            var wantsBody = remaining.isEmpty || (remaining.count == 1 && isBoldTitle(remaining[0]))
            while wantsBody, index + consumed < blocks.count,
                  case .paragraph(let next, _) = blocks[index + consumed], Kind.leading(next[0]) == nil {
                body.append(blocks[index + consumed])
                consumed += 1
                wantsBody = body.count == 1 && next.count == 1 && isTitle(next[0])
            }
            return (Callout(kind: kind, blocks: body), consumed)
        case .quote(let inner, let line):
            guard case .paragraph(let lines, _)? = inner.first, let first = lines.first else { return nil }
            if let (kind, rest) = Kind.leading(first) {
                let remaining = ([rest] + lines.dropFirst()).filter { !$0.isEmpty }
                let head: [MarkdownBlock] = remaining.isEmpty ? [] : [.paragraph(remaining, line: line)]
                return (Callout(kind: kind, blocks: head + inner.dropFirst()), 1)
            }
            let marker = first.trimmingSpaces
            if marker.hasPrefix("[!"), marker.hasSuffix("]"),
               let kind = Kind.github[String(marker.dropFirst(2).dropLast()).uppercased()] {
                let remaining = Array(lines.dropFirst())
                let head: [MarkdownBlock] = remaining.isEmpty ? [] : [.paragraph(remaining, line: line)]
                return (Callout(kind: kind, blocks: head + inner.dropFirst()), 1)
            }
            return nil
        default:
            return nil
        }
    }

    static func isBoldTitle(_ line: String) -> Bool {
        let text = line.trimmingSpaces
        return (text.hasPrefix("**") && text.hasSuffix("**")) || (text.hasPrefix("__") && text.hasSuffix("__"))
    }

    /// A title: one short line in bold, or without the final full stop of a sentence.
    static func isTitle(_ line: String) -> Bool {
        let text = line.trimmingSpaces
        if isBoldTitle(text) { return true }
        guard let last = text.last else { return false }
        return text.count <= 80 && !".:;,!?)".contains(last)
    }
}
