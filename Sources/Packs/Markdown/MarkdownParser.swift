/// A block-level Markdown parser for the subset lessons use (CommonMark/GFM shapes: ATX and setext
/// headings, paragraphs, fences, pipe tables, lists, quotes, rules, HTML comments). Every line keeps
/// its number in the file, also inside lists and quotes, so fenced models map back to the `.md`.
public enum MarkdownParser {
    public static func parse(_ text: String) -> [MarkdownBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            Line(number: $0.offset + 1, text: $0.element.hasSuffix("\r") ? String($0.element.dropLast()) : String($0.element))
        }
        return parse(lines)
    }

    struct Line {
        var number: Int
        var text: String
        var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
        var indent: Int { Line.width(of: text.prefix { $0 == " " || $0 == "\t" }) }
        var trimmed: Substring { text.drop { $0 == " " || $0 == "\t" } }

        /// Columns of leading whitespace, a tab reaching the next multiple of 4.
        static func width(of whitespace: Substring) -> Int {
            whitespace.reduce(0) { $1 == "\t" ? ($0 / 4 + 1) * 4 : $0 + 1 }
        }

        /// The line without its first `columns` columns of indentation (no more than it has).
        func removingIndent(_ columns: Int) -> Line {
            var column = 0
            var index = text.startIndex
            while index < text.endIndex, column < columns, text[index] == " " || text[index] == "\t" {
                let next = text[index] == "\t" ? (column / 4 + 1) * 4 : column + 1
                if next > columns {
                    // A tab straddling the cut: keep the columns it covers past the cut as spaces.
                    return Line(number: number, text: String(repeating: " ", count: next - columns) + text[text.index(after: index)...])
                }
                column = next
                index = text.index(after: index)
            }
            return Line(number: number, text: String(text[index...]))
        }
    }

    static func parse(_ lines: [Line]) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.isBlank { i += 1; continue }
            if line.trimmed.hasPrefix("<!--") {
                // Instructors' notes: never shown.
                while i < lines.count, !lines[i].text.contains("-->") { i += 1 }
                i += 1
                continue
            }
            if let fence = openingFence(line) {
                let (block, next) = parseFence(lines, from: i, fence: fence)
                blocks.append(.code(block)); i = next; continue
            }
            if let heading = atxHeading(line) {
                blocks.append(.heading(level: heading.level, text: heading.text, line: line.number)); i += 1; continue
            }
            if isRule(line) { blocks.append(.rule(line: line.number)); i += 1; continue }
            if isQuote(line) {
                let (block, next) = parseQuote(lines, from: i)
                blocks.append(block); i = next; continue
            }
            if let marker = listMarker(line) {
                let (block, next) = parseList(lines, from: i, first: marker)
                blocks.append(block); i = next; continue
            }
            if let table = parseTable(lines, from: i) {
                blocks.append(.table(table.table)); i = table.next; continue
            }
            let (block, next) = parseParagraph(lines, from: i)
            blocks.append(block); i = next
        }
        return blocks
    }

    // MARK: Fences

    struct Fence { var character: Character; var count: Int; var indent: Int; var info: String }

    static func openingFence(_ line: Line) -> Fence? {
        let body = line.trimmed
        guard let first = body.first, first == "`" || first == "~" else { return nil }
        let count = body.prefix { $0 == first }.count
        guard count >= 3 else { return nil }
        let info = String(body.dropFirst(count)).trimmingSpaces
        if first == "`", info.contains("`") { return nil }  // inline code, not a fence
        return Fence(character: first, count: count, indent: line.indent, info: info)
    }

    static func parseFence(_ lines: [Line], from start: Int, fence: Fence) -> (CodeFence, Int) {
        var body: [String] = []
        var i = start + 1
        while i < lines.count {
            let trimmed = lines[i].trimmed
            let run = trimmed.prefix { $0 == fence.character }.count
            if run >= fence.count, trimmed.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" }) {
                return (CodeFence(info: fence.info, lines: body, fenceLine: lines[start].number, terminated: true), i + 1)
            }
            body.append(lines[i].removingIndent(fence.indent).text)
            i += 1
        }
        return (CodeFence(info: fence.info, lines: body, fenceLine: lines[start].number, terminated: false), i)
    }

    // MARK: Headings, rules, quotes

    static func atxHeading(_ line: Line) -> (level: Int, text: String)? {
        guard line.indent < 4 else { return nil }
        let body = line.trimmed
        let level = body.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = body.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = String(rest).trimmingSpaces
        // A closing run of `#` is decoration.
        if let cut = text.lastIndex(where: { $0 != "#" }), text.last == "#", text[cut] == " " {
            text = String(text[..<cut]).trimmingSpaces
        } else if text.allSatisfy({ $0 == "#" }) {
            text = ""
        }
        return (level, text)
    }

    static func isRule(_ line: Line) -> Bool {
        guard line.indent < 4 else { return false }
        let chars = line.trimmed.filter { $0 != " " && $0 != "\t" }
        guard let first = chars.first, "-*_".contains(first), chars.count >= 3 else { return false }
        return chars.allSatisfy { $0 == first }
    }

    static func isQuote(_ line: Line) -> Bool { line.indent < 4 && line.trimmed.hasPrefix(">") }

    static func parseQuote(_ lines: [Line], from start: Int) -> (MarkdownBlock, Int) {
        var inner: [Line] = []
        var i = start
        while i < lines.count {
            let line = lines[i]
            if isQuote(line) {
                var rest = line.trimmed.dropFirst()
                if rest.first == " " { rest = rest.dropFirst() }
                inner.append(Line(number: line.number, text: String(rest)))
            } else if !line.isBlank, let last = inner.last, !last.isBlank, !startsBlock(line) {
                inner.append(line)  // a lazy continuation of the quoted paragraph
            } else {
                break
            }
            i += 1
        }
        return (.quote(parse(inner), line: lines[start].number), i)
    }

    /// Whether a line begins a block that interrupts a paragraph.
    static func startsBlock(_ line: Line) -> Bool {
        if openingFence(line) != nil || atxHeading(line) != nil || isRule(line) || isQuote(line) { return true }
        if let marker = listMarker(line) { return !marker.ordered || marker.number == 1 }
        return line.trimmed.hasPrefix("<!--")
    }

    // MARK: Paragraphs and tables

    static func parseParagraph(_ lines: [Line], from start: Int) -> (MarkdownBlock, Int) {
        var text: [String] = [String(lines[start].trimmed)]
        var i = start + 1
        while i < lines.count, !lines[i].isBlank {
            let line = lines[i]
            let underline = line.trimmed.trimmingSpaces
            if line.indent < 4, !underline.isEmpty, underline.allSatisfy({ $0 == "=" }) || underline.allSatisfy({ $0 == "-" }) {
                // Setext heading: the paragraph so far is its text.
                let level = underline.first == "=" ? 1 : 2
                return (.heading(level: level, text: text.joined(separator: " ").trimmingSpaces, line: lines[start].number), i + 1)
            }
            if startsBlock(line) || parseTable(lines, from: i) != nil { break }
            text.append(String(line.trimmed))
            i += 1
        }
        return (.paragraph(text, line: lines[start].number), i)
    }

    static func parseTable(_ lines: [Line], from start: Int) -> (table: MarkdownTable, next: Int)? {
        guard start + 1 < lines.count, lines[start].text.contains("|") else { return nil }
        let header = splitRow(String(lines[start].trimmed))
        let delimiter = splitRow(String(lines[start + 1].trimmed))
        guard !header.isEmpty, header.count == delimiter.count,
              let alignments = alignments(of: delimiter) else { return nil }
        var rows: [[String]] = []
        var i = start + 2
        while i < lines.count, !lines[i].isBlank, !startsBlock(lines[i]) {
            var cells = splitRow(String(lines[i].trimmed))
            // GFM: a short row is padded, a long one cut to the header's width.
            if cells.count < header.count { cells += Array(repeating: "", count: header.count - cells.count) }
            rows.append(Array(cells.prefix(header.count)))
            i += 1
        }
        return (MarkdownTable(header: header, alignments: alignments, rows: rows, line: lines[start].number), i)
    }

    static func alignments(of delimiter: [String]) -> [TableAlignment]? {
        var result: [TableAlignment] = []
        for cell in delimiter {
            let left = cell.hasPrefix(":"), right = cell.hasSuffix(":")
            let dashes = cell.drop { $0 == ":" }.reversed().drop { $0 == ":" }
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : right ? .right : .left)
        }
        return result
    }

    /// The cells of a pipe-table row. `\|` is a literal pipe; a pipe inside a code span does not
    /// split either (GFM would, but instructors writing `a || b` in a cell mean the operator).
    static func splitRow(_ row: String, honouringCode: Bool = true) -> [String] {
        var text = Substring(row.trimmingSpaces)
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|"), !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var cell = ""
        var codeRun = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "\\", text.index(after: i) < text.endIndex, text[text.index(after: i)] == "|" {
                cell.append("|")
                i = text.index(i, offsetBy: 2)
                continue
            }
            if c == "`", honouringCode {
                let run = text[i...].prefix { $0 == "`" }.count
                if codeRun == 0 { codeRun = run } else if codeRun == run { codeRun = 0 }
                cell += String(repeating: "`", count: run)
                i = text.index(i, offsetBy: run)
                continue
            }
            if c == "|", codeRun == 0 {
                cells.append(cell.trimmingSpaces); cell = ""
            } else {
                cell.append(c)
            }
            i = text.index(after: i)
        }
        // A code span left open would swallow the rest of the row's pipes: split plainly instead.
        if codeRun > 0 { return splitRow(row, honouringCode: false) }
        cells.append(cell.trimmingSpaces)
        return cells
    }
}
