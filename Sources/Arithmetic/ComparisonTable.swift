import Messages

/// `:comparar T1 T2`: two types side by side — their own level of the formula, the
/// arithmetic, representable, legitimate and left over — then how each legitimate count was
/// decided, and a sentence on which type represents more.
public enum ComparisonTable {
    public static func lines(_ first: CountReport, _ second: CountReport) -> [String] {
        tableLines(first, second) + [""] + sentences(first, second)
    }

    /// The side-by-side table alone: aligned columns, which a terminal must not break.
    public static func tableLines(_ first: CountReport, _ second: CountReport) -> [String] {
        var table = TextColumns([.left, .left, .left])
        let reports = [first, second]
        table.add([""] + reports.map(\.formula.typeName))
        table.add([Msg.Arithmetic.typeRow] + reports.map { FormulaText.typeExpression($0.formula) ?? $0.formula.typeName })
        table.add([Msg.Arithmetic.formulaRow] + reports.map { FormulaText.arithmetic($0.formula) })
        table.add([Msg.Arithmetic.representableLabel] + reports.map { FormulaText.number($0.representable) })
        table.add([Msg.Arithmetic.legitimateLabel] + reports.map { CountReportText.legitimateCell($0.legitimacy) })
        table.add([Msg.Arithmetic.leftOverLabel] + reports.map { CountReportText.leftOverCell($0) })
        return table.lines()
    }

    /// What follows the table: how each legitimate count was decided, which type represents
    /// more, and the notes on unlimited or recursive types.
    public static func sentences(_ first: CountReport, _ second: CountReport) -> [String] {
        let reports = [first, second]
        var lines: [String] = []
        for report in reports {
            lines.append(Msg.Arithmetic.legitimateOf(report.formula.typeName,
                                                     CountReportText.legitimateText(report.legitimacy)))
        }
        lines.append(conclusion(first, second))
        var notes: [String] = []
        for report in reports {
            for note in CountReportText.notes(report.formula) where !notes.contains(note) { notes.append(note) }
        }
        return lines + notes
    }

    /// Which of the two represents more shapes, and by how many.
    static func conclusion(_ first: CountReport, _ second: CountReport) -> String {
        let a = first.formula, b = second.formula
        switch (a.count, b.count) {
        case (.exactly(let x), .exactly(let y)):
            if x == y { return Msg.Arithmetic.sameCount(a.typeName, b.typeName, x.description) }
            let (larger, smaller, difference) = x > y ? (a, b, x.subtracting(y)!) : (b, a, y.subtracting(x)!)
            return Msg.Arithmetic.moreShapes(larger.typeName, than: smaller.typeName, by: difference.description)
        case (.unlimited, .exactly):
            return Msg.Arithmetic.unlimitedVersus(a.typeName, b.typeName)
        case (.exactly, .unlimited):
            return Msg.Arithmetic.unlimitedVersus(b.typeName, a.typeName)
        case (.unlimited, .unlimited):
            return Msg.Arithmetic.bothUnlimited
        }
    }
}
