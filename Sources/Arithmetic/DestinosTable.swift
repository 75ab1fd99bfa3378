import Messages

/// `:destinos N`: the lesson's table of n destinations — a flag each (2^n shapes) against
/// one optional enum (n + 1) — with the left over, for n = 1…N. Pure arithmetic: no model.
public enum DestinosTable {
    /// A hundred rows already reach 2^100, the 31-digit number the lessons quote; more
    /// rows teach nothing new and fill the terminal.
    public static let maximumN = Msg.Arithmetic.maximumDestinos

    public struct Row: Equatable, Sendable {
        public let n: Int
        public let flags: BigNatural
        public let optionalEnum: BigNatural
        public let leftOver: BigNatural
    }

    public static func rows(upTo n: Int) -> [Row] {
        guard n >= 1 else { return [] }
        var rows: [Row] = []
        var flags = BigNatural.one
        for size in 1...n {
            flags *= 2
            let optionalEnum = BigNatural(size + 1)
            // 2^n ≥ n + 1 for every n ≥ 1, so the difference exists.
            rows.append(Row(n: size, flags: flags, optionalEnum: optionalEnum, leftOver: flags.subtracting(optionalEnum)!))
        }
        return rows
    }

    public static func lines(upTo n: Int) -> [String] {
        let rows = rows(upTo: n)
        return tableLines(rows) + (summary(rows).map { ["", $0] } ?? [])
    }

    /// The table alone: rows of aligned numbers, which a terminal must not break. When the
    /// one-line header makes it wider than `width`, the header takes two short lines instead
    /// (2^100 still fits 80 columns that way).
    public static func tableLines(_ rows: [Row], width: Int = .max) -> [String] {
        // The numbers are written once; only the header differs between the two layouts.
        let cells = rows.map { [String($0.n), $0.flags.description, $0.optionalEnum.description, $0.leftOver.description] }
        let wide = table(cells, header: [Msg.Arithmetic.destinosHeader])
        guard wide.contains(where: { $0.count > width }) else { return wide }
        return table(cells, header: Msg.Arithmetic.destinosShortHeader)
    }

    private static func table(_ cells: [[String]], header: [[String]]) -> [String] {
        var table = TextColumns([.right, .right, .right, .right])
        table.maximumCellWidth = .max
        (header + cells).forEach { table.add($0) }
        return table.lines()
    }

    /// The sentence under the table, on its last row.
    public static func summary(_ rows: [Row]) -> String? {
        rows.last.map { last in
            Msg.Arithmetic.destinosSummary(n: last.n, flags: last.flags.description,
                                           optionalEnum: last.optionalEnum.description, leftOver: last.leftOver.description)
        }
    }
}
