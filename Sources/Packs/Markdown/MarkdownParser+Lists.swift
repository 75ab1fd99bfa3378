/// Lists: an item owns the lines indented to its content column (and lazy continuation lines of its
/// paragraph); those lines are parsed again as blocks, which gives nested lists and code in items.
extension MarkdownParser {
    struct ListMarker {
        var ordered: Bool
        /// `-`, `*`, `+`, or the delimiter `.`/`)` of an ordered marker: items of one list share it.
        var symbol: Character
        var number: Int
        /// The column where the item's content starts.
        var contentIndent: Int
        /// The first line's content.
        var content: String
    }

    static func listMarker(_ line: Line) -> ListMarker? {
        let body = line.trimmed
        guard let first = body.first else { return nil }
        var markerWidth: Int
        var ordered = false, number = 1, symbol = first
        if first == "-" || first == "*" || first == "+" {
            markerWidth = 1
        } else {
            let digits = body.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let value = Int(digits) else { return nil }
            let after = body.dropFirst(digits.count)
            guard let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
            ordered = true; number = value; symbol = delimiter
            markerWidth = digits.count + 1
        }
        let rest = body.dropFirst(markerWidth)
        if rest.isEmpty {
            return ListMarker(ordered: ordered, symbol: symbol, number: number,
                              contentIndent: line.indent + markerWidth + 1, content: "")
        }
        guard rest.first == " " || rest.first == "\t" else { return nil }
        let spaces = Line.width(of: rest.prefix { $0 == " " || $0 == "\t" })
        // Five or more spaces after the marker mean indented code in CommonMark; lessons never
        // want that, so the content simply starts one space after the marker.
        let padding = spaces <= 4 ? spaces : 1
        return ListMarker(ordered: ordered, symbol: symbol, number: number,
                          contentIndent: line.indent + markerWidth + padding,
                          content: String(rest.drop { $0 == " " || $0 == "\t" }))
    }

    static func parseList(_ lines: [Line], from start: Int, first: ListMarker) -> (MarkdownBlock, Int) {
        var items: [[MarkdownBlock]] = []
        var marker = first
        var i = start
        while true {
            var itemLines = [Line(number: lines[i].number, text: marker.content)]
            var j = i + 1
            var previousBlank = false
            while j < lines.count {
                let line = lines[j]
                if line.isBlank {
                    // A blank line stays in the item only if the item goes on after it.
                    guard let k = lines[j...].firstIndex(where: { !$0.isBlank }),
                          lines[k].indent >= marker.contentIndent else { break }
                    itemLines.append(Line(number: line.number, text: ""))
                    previousBlank = true
                    j += 1
                    continue
                }
                if line.indent >= marker.contentIndent {
                    itemLines.append(line.removingIndent(marker.contentIndent))
                } else if previousBlank || listMarker(line) != nil || startsBlock(line) {
                    break
                } else {
                    itemLines.append(Line(number: line.number, text: String(line.trimmed)))  // lazy continuation
                }
                previousBlank = false
                j += 1
            }
            items.append(parse(itemLines))
            // The list goes on with a sibling marker of the same kind, even after blank lines.
            var k = j
            while k < lines.count, lines[k].isBlank { k += 1 }
            guard k < lines.count, let next = listMarker(lines[k]), next.ordered == first.ordered,
                  next.symbol == first.symbol, lines[k].indent < marker.contentIndent else {
                return (.list(MarkdownList(ordered: first.ordered, start: first.number, items: items)), j)
            }
            marker = next
            i = k
        }
    }
}
