import Messages

/// A lesson's Markdown as terminal text: a pure function of the text, the width and whether colour
/// is on. Never prints a raw fence: code is framed and coloured, diagrams are drawn, support code
/// marked `oculto` is left out.
public struct LessonRenderer: Sendable {
    public var width: Int
    public var color: Bool

    public init(width: Int, color: Bool) {
        self.width = max(width, 20)
        self.color = color
    }

    public static func render(_ markdown: String, width: Int, color: Bool) -> String {
        LessonRenderer(width: width, color: color).render(markdown)
    }

    public func render(_ markdown: String) -> String {
        lines(MarkdownParser.parse(markdown), width: width).map { $0.ansi(color: color) }.joined(separator: "\n") + "\n"
    }

    /// Blocks as lines, a blank line between blocks.
    func lines(_ blocks: [MarkdownBlock], width: Int) -> [StyledLine] {
        var output: [StyledLine] = []
        var index = 0
        while index < blocks.count {
            var rendered: [StyledLine]
            if let (callout, consumed) = Callout.detect(blocks, at: index) {
                rendered = self.callout(callout, width: width)
                index += consumed
            } else {
                rendered = block(blocks[index], width: width)
                index += 1
            }
            guard !rendered.isEmpty else { continue }
            if !output.isEmpty { output.append(StyledLine()) }
            output += rendered
        }
        return output
    }

    var ticks: Bool { !color }

    func block(_ block: MarkdownBlock, width: Int) -> [StyledLine] {
        switch block {
        case .heading(let level, let text, _):
            return heading(level: level, text: text, width: width)
        case .paragraph(let lines, _):
            return TextWrapper.wrap(InlineMarkdown.spans(Self.join(lines), ticks: ticks), width: width)
        case .code(let fence):
            return code(fence, width: width)
        case .table(let table):
            return TableRenderer.render(table, width: width, ticks: ticks)
        case .list(let list):
            return self.list(list, width: width)
        case .quote(let inner, _):
            return prefixed(lines(inner, width: width - 2), first: StyledLine("│ ", .dimmed), rest: StyledLine("│ ", .dimmed))
        case .rule:
            return [StyledLine(String(repeating: "─", count: width), .dimmed)]
        }
    }

    /// Paragraph lines joined: a line ending in two spaces or `\` is a hard break.
    static func join(_ lines: [String]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() {
            var line = line
            var hard = false
            if line.hasSuffix("  ") { hard = true; line = line.trimmingSpaces }
            if line.hasSuffix("\\") { hard = true; line.removeLast() }
            text += line
            if index < lines.count - 1 { text += hard ? "\n" : " " }
        }
        return text
    }

    /// A ```` ```repl ```` transcript as a session: the prompt dimmed, what is typed in bold
    /// (Swift coloured as Swift), the answers plain, `…` (elided output) dimmed.
    static func session(_ fence: CodeFence) -> [StyledLine] {
        fence.lines.map { text in
            let line = text.replacingTabs
            if let input = Transcript.promptInput(line) ?? Transcript.continuation(line) {
                let prompt = StyledLine(String(line.dropLast(input.count)), .dimmed)
                if input.hasPrefix(":") { return prompt + StyledLine(input, .colored(.cyan, bold: true)) }
                return prompt + (SwiftHighlighter.highlight(input).first ?? StyledLine(input))
            }
            if line.trimmingSpaces == Transcript.elision { return StyledLine(line, .dimmed) }
            return StyledLine(line)
        }
    }

    func heading(level: Int, text: String, width: Int) -> [StyledLine] {
        var style = TextStyle(); style.bold = true
        switch level {
        case 1: style.color = .magenta
        case 2: style.color = .cyan
        case 3: style.color = .yellow
        default: break
        }
        let wrapped = TextWrapper.wrap(InlineMarkdown.spans(text, base: style, ticks: ticks), width: width)
        guard level <= 2 else { return wrapped }
        let underline = level == 1 ? "═" : "─"
        let length = min(wrapped.map(\.width).max() ?? 0, width)
        return wrapped + [StyledLine(String(repeating: underline, count: length), level == 1 ? style : .dimmed)]
    }

    func code(_ fence: CodeFence, width: Int) -> [StyledLine] {
        let info = FenceInfo.parse(fence.info)
        if info.hidden { return [] }
        var caption = info.language
        var body: [StyledLine]
        switch info.language {
        case "swift":
            body = SwiftHighlighter.highlight(fence.body)
            if let model = info.model {
                caption = Msg.Packs.modelCaption(model)
                if DisplayWidth.of(caption) + 3 > width { caption = Msg.Packs.modelCaptionShort(model) }
            }
        case "repl":
            body = Self.session(fence)
            caption = info.model.map(Msg.Packs.transcriptCaption(model:)) ?? Msg.Packs.transcriptCaption
            if DisplayWidth.of(caption) + 3 > width { caption = info.model.map { ":cargar \($0)" } ?? caption }
            if DisplayWidth.of(caption) + 3 > width { caption = Msg.Packs.transcriptCaption }
        case "mermaid":
            if let drawn = MermaidRenderer.render(fence.body, width: width - 2) {
                body = drawn
                caption = Msg.Packs.diagram
            } else {
                body = fence.lines.map { StyledLine($0.replacingTabs) }
            }
        default:
            body = fence.lines.map { StyledLine($0.replacingTabs) }
        }
        // Trailing blank lines inside a fence are an artefact of editing, not content.
        while let last = body.last, last.text.trimmingSpaces.isEmpty { body.removeLast() }
        let bar = StyledLine("│ ", .dimmed)
        let top = StyledLine("╭─" + (caption.isEmpty ? "" : " \(caption)"), .dimmed)
        return [top] + body.map { bar + $0 } + [StyledLine("╰─", .dimmed)]
    }

    func list(_ list: MarkdownList, width: Int) -> [StyledLine] {
        let markers: [String] = list.items.indices.map { index in
            list.ordered ? "\(list.start + index)." : "•"
        }
        let markerWidth = (markers.map { DisplayWidth.of($0) }.max() ?? 1) + 1
        var output: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            var content: [StyledLine] = []
            for (blockIndex, block) in item.enumerated() {
                let rendered = lines([block], width: width - markerWidth)
                // Items stay tight: a blank line only between two paragraphs or before code.
                if blockIndex > 0, !rendered.isEmpty, !isList(block) { content.append(StyledLine()) }
                content += rendered
            }
            if content.isEmpty { content = [StyledLine()] }
            let marker = StyledLine(DisplayWidth.pad(markers[index], to: markerWidth - 1, alignment: list.ordered ? .right : .left),
                                    .colored(.cyan)) + StyledLine(" ")
            output += prefixed(content, first: marker, rest: StyledLine(String(repeating: " ", count: markerWidth)))
        }
        return output
    }

    func isList(_ block: MarkdownBlock) -> Bool {
        if case .list = block { return true }
        return false
    }

    func callout(_ callout: Callout, width: Int) -> [StyledLine] {
        let style = TextStyle.colored(callout.kind.color, bold: true)
        let label = "╭─ \(callout.kind.emoji) \(callout.kind.label) "
        let top = StyledLine(label, style) + StyledLine(String(repeating: "─", count: max(width - DisplayWidth.of(label), 2)), TextStyle.colored(callout.kind.color))
        let bar = StyledLine("│ ", TextStyle.colored(callout.kind.color))
        var blocks = callout.blocks
        // A title line followed by a body is shown as the callout's title, in bold.
        var titleLines: [StyledLine] = []
        if blocks.count > 1, case .paragraph(let first, _) = blocks[0], first.count == 1, Callout.isTitle(first[0]) {
            var bold = TextStyle(); bold.bold = true
            titleLines = TextWrapper.wrap(InlineMarkdown.spans(first[0], base: bold, ticks: ticks), width: width - 2)
            blocks.removeFirst()
        }
        let body = prefixed(titleLines + lines(blocks, width: width - 2), first: bar, rest: bar)
        let bottom = StyledLine("╰" + String(repeating: "─", count: max(width - 1, 2)), TextStyle.colored(callout.kind.color))
        return [top] + body + [bottom]
    }

    func prefixed(_ lines: [StyledLine], first: StyledLine, rest: StyledLine) -> [StyledLine] {
        lines.enumerated().map { index, line in (index == 0 ? first : rest) + line }
    }
}

extension String {
    var replacingTabs: String { String(flatMap { $0 == "\t" ? Array("    ") : [$0] }) }
}
