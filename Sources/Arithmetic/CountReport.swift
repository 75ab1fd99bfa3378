import Interpreter
import Typing

/// Everything `:contar` says about one type: its formula (and so its representable count),
/// its legitimate shapes, and the difference — the over-representation the lessons warn about.
public struct CountReport: Sendable {
    public let formula: ShapeFormula
    public let legitimacy: Legitimacy

    public init(formula: ShapeFormula, legitimacy: Legitimacy) {
        self.formula = formula
        self.legitimacy = legitimacy
    }

    /// Counts one type with the interpreter that declared it; `model` supplies the criterion
    /// for legitimate shapes (nil: none).
    public static func make(type: SwiftType, interpreter: Interpreter, model: (any LegitimacySource)?,
                            shouldStop: @escaping () -> Bool = { false }) -> CountReport {
        let formula = ShapeAnalyzer(interpreter: interpreter).formula(of: type)
        var counter = LegitimacyCounter(interpreter: interpreter, model: model)
        counter.shouldStop = shouldStop
        return CountReport(formula: formula, legitimacy: counter.legitimacy(of: formula))
    }

    public var representable: ShapeCount { formula.count }

    /// Representable − legitimate: exact when both are, an upper bound when exploration
    /// stopped early, nil when the legitimate ones are unknown.
    public var leftOver: LeftOver? {
        guard case .counted(let legitimate, _, let complete) = legitimacy else { return nil }
        guard let representable = representable.finite else { return .unlimited }
        guard let difference = representable.subtracting(legitimate) else { return nil }
        return complete ? .exactly(difference) : .atMost(difference)
    }
}

public enum LeftOver: Sendable, Equatable {
    case exactly(BigNatural)
    case atMost(BigNatural)
    case unlimited
}
