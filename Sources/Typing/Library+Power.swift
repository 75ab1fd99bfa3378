import Language
import Messages

/// Foundation's two `pow`s, `pow(Double, Double)` and `pow(Decimal, Int)`, and which of them
/// swiftc's solver takes for two arguments: a literal base with an `Int` exponent is a `Decimal`,
/// a float literal with an integer literal fits both, a `Double` with an `Int` neither.
extension Library {
    enum PowerChoice { case double, decimal, ambiguous, neither }

    static func powerChoice(_ arguments: [Argument], _ checker: TypeChecker, hint: SwiftType?) -> PowerChoice {
        guard hint?.wrappedOrSelf != .double else { return .double }
        func typed(_ e: Expr) -> SwiftType {
            var e = e, type = SwiftType.unknown
            _ = checker.speculate { type = checker.infer(&e, nil) }
            return type
        }
        let base = checker.literals.kind(arguments[0].value), exponent = checker.literals.kind(arguments[1].value)
        let exponentIsInt = exponent == .integers || exponent == .none && typed(arguments[1].value) == .int
        guard exponentIsInt else { return .double }
        switch base {
        case .integers: return .decimal
        case .withFloat: return exponent == .integers ? .ambiguous : .decimal
        case .none: return exponent == .integers || typed(arguments[0].value) != .double ? .double : .neither
        }
    }

    /// `pow(2, 10)` (a `Decimal`, which prints `1024`), `pow(2.5, 2)` (ambiguous) and `pow(x, n)`
    /// of a `Double` and an `Int` (no `pow` takes them) are refused where swiftc refuses them.
    static func reportsPowerOutsideDouble(_ checker: TypeChecker, _ arguments: inout [Argument], callee: Int,
                                          hint: SwiftType?) -> Bool {
        switch powerChoice(arguments, checker, hint: hint) {
        case .double: return false
        case .decimal: checker.report(Msg.Syntax.notInSubset(Msg.Typing.decimalPower), at: arguments[0].value.span.start)
        case .ambiguous: checker.report(Msg.Typing.ambiguousPower, at: callee)
        case .neither: checker.report(Msg.Typing.noMatchingPower, at: callee)
        }
        checker.inferLoose(&arguments)
        return true
    }
}
