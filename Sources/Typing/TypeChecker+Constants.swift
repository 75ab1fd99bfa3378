import Language
import Messages

/// swiftc folds integer arithmetic (`Int`, `UInt8`, `Int32`…) whose operands are integer literals,
/// `Int.max`, `Int8.min`, `UInt8(250)`, `250 as UInt8` and local `let`s of those (in parentheses,
/// negated) while it compiles, and refuses at the operator an operation that overflows, or a
/// division by a divisor that folds to zero, whatever the dividend. A folded operation that
/// overflowed goes on with its wrapped value, as swiftc's does, so an outer operation is judged
/// too (`Int.max + 1 - 1` gives two errors).
extension TypeChecker {
    /// After `left op right` is typed `Int`, `UInt8`, `Int32`… (`type`).
    func checkConstantArithmetic(_ op: String, _ left: Expr, _ right: Expr, type: SwiftType) {
        guard let width = FoldedWidth(type), let divisor = constantInt(right, width), !isDead(left.span.start) else { return }
        if (op == "/" || op == "%") && divisor == 0 {
            reportFlow(Msg.Typing.constantDivisionByZero, at: operatorOffset(after: left))
            return
        }
        guard let dividend = constantInt(left, width), let result = Self.fold(op, dividend, divisor, width), result.overflow else { return }
        let operation = "\(dividend) \(op) \(divisor)"
        reportFlow(op == "/" || op == "%" ? Msg.Typing.constantDivisionOverflow(operation)
                                      : Msg.Typing.constantOverflow(operation, type: type.spelling),
               at: operatorOffset(after: left))
    }

    /// After `-operand` is typed `Int`: swiftc computes `0 - operand`.
    func checkConstantNegation(_ operand: Expr, at offset: Int) {
        guard let value = constantInt(operand, .int), value == Int.min, !isDead(offset) else { return }
        reportFlow(Msg.Typing.constantNegationOverflow("0 - \(value)"), at: offset)
    }

    /// `let m = Int.max` inside a function or a block (not a global, not a property): swiftc
    /// folds `m + 1` in the same body, not inside a closure that captures `m`.
    func noteLocalConstant(_ v: VariableDecl, _ type: SwiftType) {
        guard v.isLet, let width = FoldedWidth(type), scopes.count > 1, let name = v.name, let initializer = v.initializer,
              let value = constantInt(initializer, width) else { return }
        scopes[scopes.count - 1][name]?.constant = (value, returnTypes.count)
    }

    /// The value swiftc folds the expression to, or nil when it is not made of constants.
    /// An expression has one type: the width it is folded in is the same wherever it is asked.
    func constantInt(_ e: Expr, _ width: FoldedWidth) -> Int? {
        if let known = constants[e.span] { return known }
        let value = foldedValue(e, width)
        constants[e.span] = .some(value)
        return value
    }

    private func foldedValue(_ e: Expr, _ width: FoldedWidth) -> Int? {
        switch e.kind {
        case .integerLiteral(let value): return value
        case .staticType(let inner, _) where inner.isIntegerLiteral: return constantInt(inner, width)
        case .identifier(let name):
            guard let constant = lookupLocal(name)?.constant, constant.depth == returnTypes.count else { return nil }
            return constant.value
        case .member(let base, let name):
            guard case .identifier(let typeName) = base.kind, typeName == width.typeName, lookupLocal(typeName) == nil else { return nil }
            return name == "max" ? Int(exactly: width.bounds.upperBound) : name == "min" ? Int(exactly: width.bounds.lowerBound) : nil
        case .call(let callee, let arguments) where width != .int && arguments.count == 1 && arguments[0].label == nil:
            // `UInt8(250)`: the literal is the type's own (one out of range is an error of its own).
            guard case .identifier(let typeName) = callee.kind, typeName == width.typeName, lookupLocal(typeName) == nil,
                  let value = arguments[0].value.integerLiteralValue, width.bounds.contains(Int128(value)) else { return nil }
            return value
        case .cast(let inner, let type, .plain) where width != .int && type.simpleName == width.typeName:
            guard let value = inner.integerLiteralValue, width.bounds.contains(Int128(value)) else { return nil }
            return value
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return constantInt(arguments[0].value, width)
        case .prefix("-", let inner): return constantInt(inner, width).map { 0 &- $0 }
        case .prefix("+", let inner): return constantInt(inner, width)
        case .binary(let op, let l, let r):
            // The operands of an arithmetic operation are of its type.
            guard let b = constantInt(r, width), let a = constantInt(l, width) else { return nil }
            return Self.fold(op, a, b, width)?.value ?? nil
        default: return nil
        }
    }

    /// Computed exactly (two Ints never overflow an `Int128`), judged against the type's bounds,
    /// then wrapped as the type would; nil when the wrapped value is past what an `Int` holds
    /// (a large `UInt64`), which then folds no further.
    private static func fold(_ op: String, _ a: Int, _ b: Int, _ width: FoldedWidth) -> (value: Int?, overflow: Bool)? {
        let (x, y) = (Int128(a), Int128(b))
        let exact: Int128
        switch op {
        case "+": exact = x + y
        case "-": exact = x - y
        case "*": exact = x * y
        case "/" where b != 0: exact = x / y
        // `Int.min % -1` overflows as the division does.
        case "%" where b != 0: exact = width.bounds.contains(x / y) ? x % y : x / y
        default: return nil
        }
        return (Int(exactly: width.wrapping(exact)), !width.bounds.contains(exact))
    }

    private func isDead(_ offset: Int) -> Bool {
        deadCode.contains { $0.start <= offset && offset < $0.end }
    }

    /// What follows a statement that always leaves its block (`return`, `break`, `fatalError()`,
    /// an `if` whose branches all leave, `guard false`) is never run: swiftc drops it.
    func noteDeadCode(after statements: [Stmt]) {
        guard let last = statements.last,
              let leaving = statements.firstIndex(where: { flow.exits($0, .scope) || Self.isGuardFalse($0) }),
              leaving < statements.count - 1 else { return }
        deadCode.append(Span(statements[leaving + 1].span.start, last.span.end))
    }

    /// `if false { … }`, the `else` of `if true`.
    func noteDeadBranch(_ conditions: [Condition], then: Span, otherwise: ElseClause?) {
        switch Self.literalCondition(conditions) {
        case false?: deadCode.append(then)
        case true?:
            switch otherwise {
            case .block(let b)?: deadCode.append(b.span)
            case .elseIf(let s)?: deadCode.append(s.span)
            case nil: break
            }
        case nil: break
        }
    }

    /// The value of a condition that is one Boolean literal.
    static func literalCondition(_ conditions: [Condition]) -> Bool? {
        guard conditions.count == 1, case .expression(let e) = conditions[0], case .booleanLiteral(let value) = e.kind else { return nil }
        return value
    }

    private static func isGuardFalse(_ statement: Stmt) -> Bool {
        guard case .guardStatement(let conditions, _) = statement.kind else { return false }
        return literalCondition(conditions) == false
    }

    /// Where the operator after `left` stands: swiftc points there.
    private func operatorOffset(after left: Expr) -> Int {
        let bytes = source.utf8
        var offset = left.span.end
        while offset < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: ")")].contains(bytes[offset]) {
            offset += 1
        }
        return offset
    }
}

extension Expr {
    /// `250`, or `250` made a `UInt16` where one is expected (see `infer`).
    var integerLiteralValue: Int? {
        switch kind {
        case .integerLiteral(let value): return value
        case .staticType(let inner, _): return inner.integerLiteralValue
        default: return nil
        }
    }

    var isIntegerLiteral: Bool { integerLiteralValue != nil }
}

/// The integer types whose constant arithmetic swiftc folds, with their bounds.
struct FoldedWidth: Equatable {
    let typeName: String
    let bounds: ClosedRange<Int128>

    static let int = FoldedWidth(typeName: "Int", bounds: Int128(Int.min)...Int128(Int.max))

    private init(typeName: String, bounds: ClosedRange<Int128>) { self.typeName = typeName; self.bounds = bounds }

    init?(_ type: SwiftType) {
        if type == .int { self = .int; return }
        guard let bounds = type.integerBounds else { return nil }
        self.init(typeName: type.spelling, bounds: bounds)
    }

    /// `number`'s low bits read in the type, as its arithmetic wraps.
    func wrapping(_ number: Int128) -> Int128 {
        let modulus = bounds.upperBound - bounds.lowerBound + 1
        let low = (number - bounds.lowerBound) % modulus
        return (low < 0 ? low + modulus : low) + bounds.lowerBound
    }
}

extension TypeChecker {
    /// A literal above `Int.max` (`14695981039346656037`, FNV's offset): of the `UInt64` or `UInt`
    /// the context wants, or a `Double`; anywhere else swiftc says it overflows the type, `Int`
    /// when none is wanted (`let x = 9999999999999999999`).
    func inferWide(_ e: inout Expr, _ value: UInt64, _ hint: SwiftType?) -> SwiftType {
        let base = hint.flatMap(numericBase)
        if base == .double || base == .float {
            e.kind = base == .float ? Self.floatLiteral(Double(value), span: e.span) : .floatLiteral(Double(value))
            return base ?? .double
        }
        guard let base, let bounds = base.integerBounds, bounds.contains(Int128(value)) else {
            reportFlow(Msg.Typing.literalOverflows(String(value), base?.spelling ?? "Int"), at: e.span.start)
            return base ?? .int
        }
        e.kind = .staticType(Expr(e.kind, span: e.span), TypeRef(.named(path: [base.spelling], generics: []), span: e.span))
        return base
    }
}
