/// Rows of cells laid out in aligned columns, two spaces apart, for the terminal. Numbers read
/// best right-aligned (digits line up), words left-aligned. Widths count characters: the
/// texts here (`·`, `×`, `á`, `ñ`) are one column each.
struct TextColumns {
    enum Alignment { case left, right }

    var alignments: [Alignment]
    var rows: [[String]] = []
    /// A cell longer than this is cut with «…», so one long formula cannot push the others off screen.
    var maximumCellWidth = 60

    init(_ alignments: [Alignment]) { self.alignments = alignments }

    mutating func add(_ cells: [String]) { rows.append(cells) }

    func lines() -> [String] {
        let cut = rows.map { $0.map { $0.count > maximumCellWidth ? String($0.prefix(maximumCellWidth - 1)) + "…" : $0 } }
        let columns = cut.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in cut {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return cut.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                let alignment = index < alignments.count ? alignments[index] : .left
                let isLast = index == row.count - 1
                switch alignment {
                case .left: line += cell + (isLast ? "" : padding)
                case .right: line += padding + cell
                }
                if !isLast { line += "  " }
            }
            return line
        }
    }
}
