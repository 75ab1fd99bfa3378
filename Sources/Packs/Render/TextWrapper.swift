import Messages

/// Greedy word wrapping of styled spans to a column width, measured in display columns.
/// A word longer than the width is cut; `\n` inside a span forces a break (`<br>`, hard breaks).
public enum TextWrapper {
    public static func wrap(_ spans: [Span], width: Int) -> [StyledLine] {
        let width = max(width, 1)
        var lines: [StyledLine] = []
        var line = StyledLine()
        var lineWidth = 0
        var pendingSpace: Span?

        func finishLine() {
            lines.append(line)
            line = StyledLine()
            lineWidth = 0
            pendingSpace = nil
        }

        for word in words(spans) {
            switch word {
            case .newline:
                finishLine()
            case .space(let style):
                if lineWidth > 0 { pendingSpace = Span(" ", style.code ? style : .plain) }
            case .word(let pieces):
                let wordWidth = pieces.reduce(0) { $0 + DisplayWidth.of($1.text) }
                let spaceWidth = pendingSpace == nil ? 0 : 1
                if lineWidth > 0, lineWidth + spaceWidth + wordWidth > width { finishLine() }
                if let space = pendingSpace, lineWidth > 0 {
                    line.spans.append(space); lineWidth += 1
                }
                pendingSpace = nil
                if wordWidth <= width - lineWidth {
                    line.spans += pieces; lineWidth += wordWidth
                } else {
                    // Longer than a whole line: cut it character by character, never leaving
                    // its last character (a closing backtick, a comma) alone on a line.
                    let characters = pieces.flatMap { piece in piece.text.map { (character: $0, style: piece.style) } }
                    var placed = 0
                    for (index, item) in characters.enumerated() {
                        let w = DisplayWidth.of(item.character)
                        var overflows = lineWidth + w > width
                        if !overflows, index == characters.count - 2, placed >= 2, width >= 2 {
                            overflows = lineWidth + w + DisplayWidth.of(characters[index + 1].character) > width
                        }
                        if overflows, lineWidth > 0 { finishLine(); placed = 0 }
                        line.spans.append(Span(String(item.character), item.style)); lineWidth += w; placed += 1
                    }
                }
            }
        }
        if !line.spans.isEmpty || lines.isEmpty { lines.append(line) }
        return lines.map { StyledLine(InlineMarkdown.merge($0.spans)) }
    }

    enum Token { case word([Span]), space(TextStyle), newline }

    /// Words are runs of non-space characters, possibly across spans (`**negrita**,` is one word).
    static func words(_ spans: [Span]) -> [Token] {
        var tokens: [Token] = []
        var current: [Span] = []
        func flush() { if !current.isEmpty { tokens.append(.word(current)); current = [] } }
        for span in spans {
            var piece = ""
            for character in span.text {
                if character == "\n" {
                    if !piece.isEmpty { current.append(Span(piece, span.style)); piece = "" }
                    flush(); tokens.append(.newline)
                } else if character == " " || character == "\t" {
                    if !piece.isEmpty { current.append(Span(piece, span.style)); piece = "" }
                    flush()
                    if case .space? = tokens.last {} else { tokens.append(.space(span.style)) }
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { current.append(Span(piece, span.style)) }
        }
        flush()
        return tokens
    }

    /// The longest word's width: a table column narrower than this has to cut words.
    public static func longestWord(_ spans: [Span]) -> Int {
        words(spans).reduce(0) { best, token in
            if case .word(let pieces) = token { return max(best, pieces.reduce(0) { $0 + DisplayWidth.of($1.text) }) }
            return best
        }
    }
}
