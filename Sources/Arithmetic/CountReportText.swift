import Messages

/// What `:contar` prints: the equation, the tree, then representable, legitimate and left
/// over, and notes on what counts 1 shape and why. `problems` go to standard error (a
/// predicate's trap, with its position in the model).
public struct CountReportText {
    public var lines: [String] = []
    public var problems: [String] = []
    /// Which of `lines` are the tree: aligned columns, which a terminal must not break.
    public private(set) var tree: Range<Int> = 0..<0

    /// `width`: the columns the tree is fitted to (its labels cut shorter).
    public init(_ report: CountReport, treeLines: Int = FormulaTree.maximumLines, width: Int = .max) {
        let formula = report.formula
        lines += FormulaText.equation(formula)
        lines.append("")
        let treeStart = lines.count
        lines += FormulaTree.lines(formula, maximumLines: treeLines, width: width)
        tree = treeStart..<lines.count
        lines.append("")
        var summary = [(Msg.Arithmetic.representableLabel, FormulaText.number(formula.count))]
        // A type nothing judges has no legitimate count to speak of: only what it represents.
        if Self.isJudged(report.legitimacy) {
            summary.append((Msg.Arithmetic.legitimateLabel, Self.legitimateText(report.legitimacy)))
            summary.append((Msg.Arithmetic.leftOverLabel, Self.leftOverText(report)))
        }
        let width = summary.map { $0.0.count }.max() ?? 0
        for (label, value) in summary {
            lines.append(label + ":" + String(repeating: " ", count: width - label.count + 1) + value)
        }
        lines += Self.notes(formula)
        if case .unknown(.predicateFailed(_, _, let diagnostic)) = report.legitimacy { problems.append(diagnostic) }
    }

    // MARK: - Pieces shared with `:comparar`

    /// False when no criterion applies to the type at all (as opposed to one that failed).
    static func isJudged(_ legitimacy: Legitimacy) -> Bool {
        switch legitimacy {
        case .counted, .unknown(.unlimited), .unknown(.tooManyShapes), .unknown(.noSample),
             .unknown(.predicateMissing), .unknown(.predicateFailed), .unknown(.predicateNotBool),
             .unknown(.interrupted), .unknown(.explorationFailed):
            return true
        case .unknown(.noModel), .unknown(.noCriterion):
            return false
        }
    }

    /// `5 (las que acepta comoMuchoUnDestino)`, `al menos 7 (…)`, or why it is not known.
    static func legitimateText(_ legitimacy: Legitimacy) -> String {
        switch legitimacy {
        case .counted(let number, let criterion, let complete):
            let value = complete ? number.description : Msg.Arithmetic.atLeast(number.description)
            return value + " " + criterionText(criterion, complete: complete)
        case .unknown(let gap):
            return gapText(gap)
        }
    }

    static func criterionText(_ criterion: Legitimacy.Criterion, complete: Bool) -> String {
        switch criterion {
        case .predicate(let name): return Msg.Arithmetic.byPredicate(name)
        case .reachability(let initial): return Msg.Arithmetic.byReachability(initial: initial, complete: complete)
        }
    }

    static func gapText(_ gap: Legitimacy.Gap) -> String {
        switch gap {
        case .noModel: return Msg.Arithmetic.noModelCriterion
        case .noCriterion: return Msg.Arithmetic.noCriterion
        case .unlimited: return Msg.Arithmetic.legitimateUnlimited
        case .tooManyShapes(let total, let limit): return Msg.Arithmetic.tooManyShapes(total.description, limit: limit)
        case .noSample(let type): return Msg.Arithmetic.noSample(type)
        case .predicateMissing(let name): return Msg.Arithmetic.predicateMissing(name)
        case .predicateFailed(let name, let value, _): return Msg.Arithmetic.predicateFailed(name, value: value)
        case .predicateNotBool(let name, let value, let answer):
            return Msg.Arithmetic.predicateNotBool(name, value: value, answer: answer)
        case .interrupted(let asked, let total): return Msg.Arithmetic.interrupted(asked: asked, of: total)
        case .explorationFailed: return Msg.Arithmetic.explorationFailed
        }
    }

    /// `11 (16 − 5)`, `como mucho 9`, `sin límite`, or `no se sabe`.
    static func leftOverText(_ report: CountReport) -> String {
        switch report.leftOver {
        case .exactly(let number)?:
            guard let legitimate = report.legitimacy.count else { return number.description }
            return number.description + " (" + report.representable.description + " − " + legitimate.description + ")"
        case .atMost(let number)?: return Msg.Arithmetic.atMost(number.description)
        case .unlimited?: return Msg.Arithmetic.unlimited
        case nil: return Msg.Arithmetic.unknownLeftOver
        }
    }

    /// Short cell texts for the side-by-side table.
    static func legitimateCell(_ legitimacy: Legitimacy) -> String {
        switch legitimacy {
        case .counted(let number, _, let complete): return complete ? number.description : "≥ " + number.description
        case .unknown: return "?"
        }
    }

    static func leftOverCell(_ report: CountReport) -> String {
        switch report.leftOver {
        case .exactly(let number)?: return number.description
        case .atMost(let number)?: return "≤ " + number.description
        case .unlimited?: return "∞"
        case nil: return "?"
        }
    }

    /// Which leaves count one shape though their values are endless, and which types have
    /// no bound because they contain themselves.
    static func notes(_ formula: ShapeFormula) -> [String] {
        var notes: [String] = []
        let unbounded = formula.unboundedLeafNames
        if !unbounded.isEmpty { notes.append(Msg.Arithmetic.unboundedNote(unbounded)) }
        for name in formula.recursiveTypeNames { notes.append(Msg.Arithmetic.recursiveNote(name)) }
        return notes
    }
}
