import Messages

/// How tightly an infix operator binds. Swift's groups stand a hundred apart, so a group the
/// program declares (`precedencegroup Potencia { higherThan: MultiplicationPrecedence }`) fits
/// between two of them.
struct Precedence: Comparable, Hashable, Sendable {
    var level: Int

    static let assignment = Precedence(level: 100), ternary = Precedence(level: 200)
    static let disjunction = Precedence(level: 300), conjunction = Precedence(level: 400)
    static let comparison = Precedence(level: 500), nilCoalescing = Precedence(level: 600)
    static let casting = Precedence(level: 700), rangeFormation = Precedence(level: 800)
    static let addition = Precedence(level: 900), multiplication = Precedence(level: 1000)
    static let shift = Precedence(level: 1100)

    static func < (a: Precedence, b: Precedence) -> Bool { a.level < b.level }

    /// Just tighter than this one (the right operand of a left-associative operator).
    var tighter: Precedence { Precedence(level: level + 1) }
}

/// The operators a unit may use: Swift's, and those the program declares with
/// `infix operator **: Potencia` or `prefix operator √`, with the groups they belong to. A REPL
/// entry is read with the table the entries before it left.
public struct OperatorTable: Sendable, Equatable {
    struct Infix: Sendable, Equatable {
        var precedence: Precedence
        var rightAssociative: Bool
        /// `associativity: none` in a group the program declares (and `DefaultPrecedence`):
        /// `a <> b <> c` is an error, as in Swift.
        var nonAssociativeGroup: String? = nil
    }

    var infix: [String: Infix]
    var prefix: Set<String>
    var groups: [String: Infix]
    /// `postfix operator ++`: operators written after their operand (`n++`).
    var postfix: Set<String> = []

    public static let standard = OperatorTable(infix: standardInfix, prefix: ["-", "+", "!", "~"], groups: standardGroups)

    static let standardGroups: [String: Infix] = [
        "AssignmentPrecedence": Infix(precedence: .assignment, rightAssociative: true),
        "TernaryPrecedence": Infix(precedence: .ternary, rightAssociative: true),
        // An operator declared without a group: tighter than `?:`, looser than `||`.
        "DefaultPrecedence": Infix(precedence: Precedence(level: 250), rightAssociative: false,
                                   nonAssociativeGroup: "DefaultPrecedence"),
        "LogicalDisjunctionPrecedence": Infix(precedence: .disjunction, rightAssociative: false),
        "LogicalConjunctionPrecedence": Infix(precedence: .conjunction, rightAssociative: false),
        "ComparisonPrecedence": Infix(precedence: .comparison, rightAssociative: false),
        "NilCoalescingPrecedence": Infix(precedence: .nilCoalescing, rightAssociative: true),
        "CastingPrecedence": Infix(precedence: .casting, rightAssociative: false),
        "RangeFormationPrecedence": Infix(precedence: .rangeFormation, rightAssociative: false),
        "AdditionPrecedence": Infix(precedence: .addition, rightAssociative: false),
        "MultiplicationPrecedence": Infix(precedence: .multiplication, rightAssociative: false),
        "BitwiseShiftPrecedence": Infix(precedence: .shift, rightAssociative: false),
    ]

    static let standardInfix: [String: Infix] = {
        var table: [String: Infix] = [:]
        func add(_ group: String, _ spellings: [String]) {
            for spelling in spellings { table[spelling] = standardGroups[group] }
        }
        add("AssignmentPrecedence", ["=", "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=", "<<=", ">>=", "&<<=", "&>>=",
                                     "&=", "|=", "^="])
        add("LogicalDisjunctionPrecedence", ["||"])
        add("LogicalConjunctionPrecedence", ["&&"])
        add("ComparisonPrecedence", ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="])
        add("NilCoalescingPrecedence", ["??"])
        add("RangeFormationPrecedence", ["...", "..<"])
        add("AdditionPrecedence", ["+", "-", "|", "^", "&+", "&-"])
        add("MultiplicationPrecedence", ["*", "/", "%", "&", "&*"])
        add("BitwiseShiftPrecedence", ["<<", ">>", "&<<", "&>>"])
        return table
    }()

    /// Whether Swift itself declares this infix operator (`+`, `??`), not the program (`**`).
    public static func isSwiftInfix(_ spelling: String) -> Bool { standardInfix[spelling] != nil }
}
