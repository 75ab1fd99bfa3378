import Messages

/// Pipe tables drawn with box characters, columns sized by display width (accents, emoji), and
/// cells wrapped inside their column when the table would not fit the terminal.
public enum TableRenderer {
    public static func render(_ table: MarkdownTable, width: Int, ticks: Bool) -> [StyledLine] {
        let columns = table.header.count
        guard columns > 0 else { return [] }
        var headerStyle = TextStyle(); headerStyle.bold = true
        let header = table.header.map { InlineMarkdown.spans($0, base: headerStyle, ticks: ticks) }
        let rows = table.rows.map { $0.map { InlineMarkdown.spans($0, ticks: ticks) } }
        let all = [header] + rows

        let natural = (0..<columns).map { c in all.map { cellWidth($0[c]) }.max() ?? 0 }.map { max($0, 1) }
        let longest = (0..<columns).map { c in all.map { TextWrapper.longestWord($0[c]) }.max() ?? 1 }
        let widths = fit(natural: natural, longestWord: longest, available: width - (3 * columns + 1))

        var lines: [StyledLine] = [border("┌", "┬", "┐", widths)]
        lines += row(header, widths: widths, alignments: table.alignments)
        lines.append(border("├", "┼", "┤", widths))
        for cells in rows { lines += row(cells, widths: widths, alignments: table.alignments) }
        lines.append(border("└", "┴", "┘", widths))
        return lines
    }

    /// Column widths within `available` columns of text. Natural widths when they fit; else the
    /// widest columns give way first, down to their longest word, and only then below it.
    static func fit(natural: [Int], longestWord: [Int], available: Int) -> [Int] {
        var widths = natural
        let floor = longestWord.map { min($0, 12) }
        var excess = widths.reduce(0, +) - max(available, natural.count * 3)
        while excess > 0 {
            // Shrink the widest column that can still give way above its floor; then any above 3.
            let candidates = widths.indices.filter { widths[$0] > max(floor[$0], 3) }
            let pool = candidates.isEmpty ? widths.indices.filter { widths[$0] > 3 } : candidates
            guard let widest = pool.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    static func cellWidth(_ spans: [Span]) -> Int {
        // A `<br>` inside a cell makes several lines; the widest one counts.
        spans.map(\.text).joined().split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayWidth.of(String($0)) }.max() ?? 0
    }

    static let borderStyle = TextStyle.dimmed

    static func border(_ left: String, _ middle: String, _ right: String, _ widths: [Int]) -> StyledLine {
        StyledLine(left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right, borderStyle)
    }

    static func row(_ cells: [[Span]], widths: [Int], alignments: [TableAlignment]) -> [StyledLine] {
        let wrapped = cells.enumerated().map { index, spans in
            spans.isEmpty ? [StyledLine()] : TextWrapper.wrap(spans, width: widths[index]).map { $0 }
        }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            var line = StyledLine("│", borderStyle)
            for (column, cellLines) in wrapped.enumerated() {
                let content = lineIndex < cellLines.count ? cellLines[lineIndex] : StyledLine()
                let alignment = column < alignments.count ? alignments[column] : .left
                line = line + StyledLine(" ") + content.padded(to: widths[column], alignment: alignment)
                    + StyledLine(" ") + StyledLine("│", borderStyle)
            }
            return line
        }
    }
}
