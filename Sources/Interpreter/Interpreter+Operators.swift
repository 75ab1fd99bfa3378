import Language
import Typing
import Messages

/// Operators as the tree walker runs them: prefix and binary ones, the program's own
/// overloads (`userOperator`) and comparisons, with Swift's overflow checks.
extension Interpreter {
    func evaluatePrefix(_ op: String, _ operand: Expr, _ scope: Scope, expected: RuntimeType?, span: Span) throws -> Value {
        let value = try evaluate(operand, scope, expected: expected)
        switch (op, value) {
        case ("-", .int(let number)):
            guard number != Int.min else { throw error(Msg.Run.overflow, span) }
            return .int(-number)
        case ("-", .fixed(let fixed)):
            // The checker lets `-` reach only a signed one.
            guard let negated = FixedInteger.exactly(fixed.width, -fixed.number) else {
                throw error(Msg.Run.fixedOverflow(fixed.width.rawValue, fixed.width.boundsText), span)
            }
            return .fixed(negated)
        case ("+", .fixed): return value
        case ("-", .double(let number)): return .double(-number)
        case ("-", .float(let number)): return .float(-number)
        case ("+", .int), ("+", .double), ("+", .float): return value
        case ("~", .int(let number)): return .int(~number)
        case ("!", .bool(let flag)): return .bool(!flag)
        default:
            if let result = try userPrefixOperator(op, value, span: span, writeBack: { try self.store($0, into: operand, scope) }) {
                return result
            }
            throw error(Msg.Run.typeMismatch(Expr.operatorFixity(op).spelling, runtimeTypeName(value)), span)
        }
    }

    /// `-v` of one of the program's types: its `static prefix func -`, or a `prefix func -` at
    /// the top level whose parameter names the operand's type.
    /// `n++` of a `postfix func ++`, found as such; an `inout` operand gets its final value
    /// through `writeBack`.
    func userPrefixOperator(_ op: String, _ operand: Value, span: Span,
                            writeBack: ((Value) throws -> Void)? = nil) throws -> Value? {
        let (op, isPostfix) = Expr.operatorFixity(op)
        let outcome: Invocation
        let function: Located<FunctionDecl>
        if let type = ownerType(of: operand), let found = type.staticMethods[op]?.first(where: {
            $0.node.parameters.count == 1 && $0.node.isPostfix == isPostfix }) {
            function = found
            outcome = try invoke(found, selfValue: .metatype(.nominal(type)), selfIsMutable: false, context: type,
                                 arguments: [operand], captured: nil, span: span)
        } else if let found = functions[op]?.first(where: { $0.node.isPostfix == isPostfix && parameters(of: $0, fit: [operand], in: nil) }) {
            function = found
            outcome = try invoke(found, selfValue: nil, selfIsMutable: false, context: nil, arguments: [operand], captured: nil,
                                 span: span)
        } else {
            return nil
        }
        if function.node.parameters[0].isInout, let final = outcome.parameters.first { try writeBack?(final) }
        return outcome.result
    }

    func evaluateBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, _ scope: Scope,
                                expected: RuntimeType?, span: Span) throws -> Value {
        switch op {
        case "&&":
            return .bool(try evaluateCondition(lhs, scope) && evaluateCondition(rhs, scope))
        case "||":
            return .bool(try evaluateCondition(lhs, scope) || evaluateCondition(rhs, scope))
        case "==", "!=", "===", "!==":
            let (left, right) = try evaluatePair(lhs, rhs, scope, expected: nil)
            let equal: Bool
            if op.count == 3, case .instance(let a) = left, case .instance(let b) = right { equal = a === b }
            else if op.count == 3 { equal = valuesEqual(left, right) }
            else { equal = try self.equal(left, right, span: span) }
            return .bool(op.hasPrefix("=") ? equal : !equal)
        default:
            let arithmetic = ["+", "-", "*", "/", "%"].contains(op)
            let (left, right) = try evaluatePair(lhs, rhs, scope, expected: arithmetic ? expected : nil)
            try chargeResult(op, left, right, span)
            if let result = try Builtins.binary(op, left, right) { return result }
            if let result = try userOperator(op, left, right, span: span) { return result }
            if let result = try comparison(op, left, right, span: span) { return result }
            if let result = try joinedSequences(op, left, right, span: span) { return result }
            try checkArithmetic(op, left, right, span)
            throw error(Msg.Run.typeMismatch(op, "\(runtimeTypeName(left)) y \(runtimeTypeName(right))"), span)
        }
    }

    /// Where Swift traps on two integers (`/ 0`, overflow of an Int or a UInt8), a Spanish
    /// runtime error at the operator.
    func checkArithmetic(_ op: String, _ left: Value, _ right: Value, _ span: Span) throws {
        guard ["+", "-", "*", "/", "%"].contains(op), left.integer != nil, let divisor = right.integer else { return }
        if divisor == 0 && (op == "/" || op == "%") { throw error(Msg.Run.divisionByZero, span) }
        if case .uint8 = left { throw error(Msg.Run.uint8Overflow, span) }
        for case .fixed(let fixed) in [left, right] { throw error(Msg.Run.fixedOverflow(fixed.width.rawValue, fixed.width.boundsText), span) }
        if case .uint8 = right { throw error(Msg.Run.uint8Overflow, span) }
        throw error(Msg.Run.overflow, span)
    }

    /// Evaluates both operands, giving an implicit member the type of the other side
    /// (`estado == .listo`, `.listo == estado`).
    private func evaluatePair(_ lhs: Expr, _ rhs: Expr, _ scope: Scope, expected: RuntimeType?) throws -> (Value, Value) {
        if case .implicitMember = lhs.kind {
            let right = try evaluate(rhs, scope, expected: expected)
            return (try evaluate(lhs, scope, expected: runtimeType(of: right) ?? expected), right)
        }
        if case .call(let callee, _) = lhs.kind, case .implicitMember = callee.kind {
            let right = try evaluate(rhs, scope, expected: expected)
            return (try evaluate(lhs, scope, expected: runtimeType(of: right) ?? expected), right)
        }
        let left = try evaluate(lhs, scope, expected: expected)
        var rightType = runtimeType(of: left) ?? expected
        if case .optional(nil) = left { rightType = nil }
        return (left, try evaluate(rhs, scope, expected: rightType))
    }

    /// An operator the model declares as a static function (`static func < (a: P, b: P) -> Bool`);
    /// `>`, `<=`, `>=` from its `<` are `comparison`'s.
    func userOperator(_ op: String, _ left: Value, _ right: Value, span: Span) throws -> Value? {
        // `2 * punto`: the operator may be declared by the type on the right.
        // `extension Int { static func ** … }` counts too; `2 ** 10` with a top-level `**` has no owner's.
        let owners = [left, right].compactMap(ownerType(of:)).filter { $0.kind != .builtin || $0.staticMethods[op] != nil }
        if let type = owners.first(where: { $0.staticMethods[op] != nil }) ?? owners.first {
            let overloads = type.staticMethods[op]?.filter { $0.node.parameters.count == 2 } ?? []
            // Among `static func * (a: M, b: M)` and `static func * (k: Double, m: M)`, the one whose
            // parameters name the operands' types (the checker chose it so).
            let fitting = overloads.first { parameters(of: $0, fit: [left, right], in: type) }
                ?? overloads.first { parameters(of: $0, fit: [left, right], in: type, literalsWiden: true) }
            if let function = fitting ?? overloads.first {
                return try runStatic(function, of: type, [left, right], span: span)
            }
        } else if functions[op] == nil {
            return nil
        }
        // `func + (a: Caja, b: Caja)` at the top level: the one whose parameters name the operands' types.
        // A generic one (`func <~> <T: Comparable>`) only where no other takes the operands, as Swift ranks them.
        let all = functions[op] ?? []
        let candidates = all.filter { $0.node.genericParameters.isEmpty } + all.filter { !$0.node.genericParameters.isEmpty }
        guard let function = candidates.first(where: { parameters(of: $0, fit: [left, right], in: nil) })
                ?? candidates.first(where: { parameters(of: $0, fit: [left, right], in: nil, literalsWiden: true) })
        else { return nil }
        return try invoke(function, selfValue: nil, selfIsMutable: false, context: nil, arguments: [left, right],
                          captured: nil, span: span).result
    }

    /// Whether an operator function takes these operands, by the types its parameters resolve to
    /// (a `typealias`, a nested type's short name), never by how they are spelled. With
    /// `literalsWiden`, an `Int` stands for a `Double` parameter, as an integer literal does.
    private func parameters(of function: Located<FunctionDecl>, fit operands: [Value], in context: TypeInfo?,
                            literalsWiden: Bool = false) -> Bool {
        let parameters = function.node.parameters
        guard parameters.count == operands.count else { return false }
        let generics = Set(function.node.genericParameters.map(\.name))
        return zip(parameters, operands).allSatisfy { parameter, operand in
            // `func <~> <T: Comparable>(a: T, b: T)`: the checker saw that the operands fit.
            if !generics.isEmpty, Self.mentions(generics, parameter.type) { return true }
            let type = resolveType(parameter.type, context: context)
            if valueHasType(operand, type) { return true }
            if literalsWiden, case .int = operand, case .double = type { return true }
            return false
        }
    }

    /// Whether a written type names one of `names` (`T`, `[T]`, `T?`, `(T, Int)`).
    static func mentions(_ names: Set<String>, _ ref: TypeRef) -> Bool {
        switch ref.kind {
        case .named(let path, let generics):
            return path.count == 1 && names.contains(path[0]) || generics.contains { mentions(names, $0) }
        case .optional(let inner), .array(let inner): return mentions(names, inner)
        case .dictionary(let key, let value): return mentions(names, key) || mentions(names, value)
        case .tuple(let elements): return elements.contains { mentions(names, $0.type) }
        case .function(let parameters, let result): return parameters.contains { mentions(names, $0) } || mentions(names, result)
        }
    }

    /// `<`, `>`, `<=`, `>=` from the one order `sorted` uses (`order`): the library's, the
    /// program's own `<`, the one `Comparable` synthesizes for an enum, tuples element by element.
    func comparison(_ op: String, _ left: Value, _ right: Value, span: Span) throws -> Value? {
        let less: Bool?
        switch op {
        case "<": less = try order(left, right, span: span)
        case ">": less = try order(right, left, span: span)
        case "<=": less = try order(right, left, span: span).map { !$0 }
        case ">=": less = try order(left, right, span: span).map { !$0 }
        default: return nil
        }
        return less.map(Value.bool)
    }

    /// `<` as `Comparable` synthesizes it for an enum: by the order of the cases, then by the
    /// payloads element by element. Nil for values of other types.
    func synthesizedLess(_ a: Value, _ b: Value, span: Span) throws -> Bool? {
        guard case .enumCase(let x) = a, case .enumCase(let y) = b, x.type.genericRoot === y.type.genericRoot else { return nil }
        if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
        return try lexicographicallyLess(x.payload, y.payload, span: span)
    }
}
