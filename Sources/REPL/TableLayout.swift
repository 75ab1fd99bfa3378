import Machines
import Messages

/// `:tabla` laid out to the width, in the first of three forms that fits:
/// 1. the grid with each row named in full (`e0 cargando: false, …`);
/// 2. the grid with short names (`e0`), listed above it, a cell's outcomes one under another
///    and long event names split at their words (`.compartir` / `Tocado`);
/// 3. a listing, state after state, one event per line: it always fits.
struct TableLayout {
    let table: TransitionTable
    let width: Int

    func lines() -> [String] {
        let header = [""] + table.eventColumns
        let full = Grid(header: header.map { [$0] }, rows: table.rows.map { [[$0.label]] + $0.cells.map { [$0] } })
        if full.width <= width { return full.lines() }
        let short = Grid(header: header.map(Self.words(ofName:)), rows: table.rows.map { [[$0.id]] + $0.outcomes })
        if short.width <= width { return legend() + short.lines() }
        return listing()
    }

    /// The rows' short names with what each stands for, when the grid names rows by id.
    private func legend() -> [String] {
        let named = table.rows.filter { $0.name != nil }
        guard !named.isEmpty else { return [] }
        let idWidth = named.map { DisplayWidth.of($0.id) }.max() ?? 0
        return [Msg.Explore.tableRowNames] + named.flatMap { row in
            Msg.wrapWords("  " + DisplayWidth.pad(row.id, to: idWidth) + "  " + (row.name ?? ""),
                          width: width, hanging: idWidth + 4)
        }
    }

    /// Each state, then each event and its outcomes under it.
    private func listing() -> [String] {
        let eventWidth = table.eventColumns.map(DisplayWidth.of).max() ?? 0
        var lines: [String] = []
        for row in table.rows {
            lines += Msg.wrapWords(row.label, width: width, hanging: row.name == nil ? 2 : DisplayWidth.of(row.id) + 1)
            for (event, outcomes) in zip(table.eventColumns, row.outcomes) where !outcomes.isEmpty {
                let lead = "  " + DisplayWidth.pad(event, to: eventWidth) + "  "
                let column = DisplayWidth.of(lead)
                for (index, outcome) in outcomes.enumerated() {
                    let start = index == 0 ? lead : String(repeating: " ", count: column)
                    lines += Msg.wrapWords(start + outcome, width: width, hanging: column)
                }
            }
        }
        return lines
    }

    /// An event's name as the words a header may put on lines of their own: `.compartirTocado`
    /// is `.compartir` and `Tocado`.
    static func words(ofName name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty, current != "." {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// Rows of cells under a header, `│` between columns, each cell as many lines as it has
/// pieces; when a row takes more than one line, a rule separates the rows.
private struct Grid {
    /// The header's cells, each as the pieces one line may join (an event name's words).
    let header: [[String]]
    /// Each row's cells, each as lines of their own (a cell's outcomes).
    let rows: [[[String]]]

    private var columnWidths: [Int] {
        header.indices.map { column in
            let headerWidth = header[column].map(DisplayWidth.of).max() ?? 0
            return rows.reduce(headerWidth) { widest, row in
                max(widest, (column < row.count ? row[column] : []).map(DisplayWidth.of).max() ?? 0)
            }
        }
    }

    var width: Int { columnWidths.reduce(0, +) + 3 * max(header.count - 1, 0) }

    func lines() -> [String] {
        let widths = columnWidths
        func render(_ cells: [[String]]) -> [String] {
            let height = cells.map(\.count).max() ?? 1
            return (0..<max(height, 1)).map { line in
                var text = widths.indices.map { column in
                    let pieces = column < cells.count ? cells[column] : []
                    return DisplayWidth.pad(line < pieces.count ? pieces[line] : "", to: widths[column])
                }.joined(separator: " │ ")
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
        let headerCells = zip(header, widths).map { Self.joined($0, width: $1) }
        let body = rows.map(render)
        let tall = body.contains { $0.count > 1 }
        var lines = render(headerCells) + [rule]
        for (index, row) in body.enumerated() {
            if tall, index > 0 { lines.append(rule) }
            lines += row
        }
        return lines
    }

    /// Pieces joined on as few lines as `width` allows.
    private static func joined(_ pieces: [String], width: Int) -> [String] {
        var lines: [String] = []
        for piece in pieces {
            if let last = lines.last, DisplayWidth.of(last + piece) <= width { lines[lines.count - 1] = last + piece }
            else { lines.append(piece) }
        }
        return lines
    }
}
