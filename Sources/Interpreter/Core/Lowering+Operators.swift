import Language
import Messages

extension Lowerer {
    /// The expected type the tree walker gives the second operand: the first one's run-time
    /// type. Known ahead only for types whose values always report it (not optionals or arrays).
    private func following(_ type: RuntimeType?) -> Expectation {
        switch type {
        case .int?, .double?, .bool?, .string?, .nominal?: return .known(type)
        case nil, .optional?, .array?, .dictionary?, .set?, .range?, .tuple?, .function?, .opaque?: return .dynamic
        }
    }

    /// `evaluatePair`: both operands in the tree walker's order, an implicit member taking the
    /// type of the other side.
    private func pair(_ lhs: Expr, _ rhs: Expr, _ expected: Expectation) -> (Lowered, Lowered, rightFirst: Bool)? {
        var implicitLeft = false
        if case .implicitMember = lhs.kind { implicitLeft = true }
        if case .call(let callee, _) = lhs.kind, case .implicitMember = callee.kind { implicitLeft = true }
        if implicitLeft {
            guard let right = lower(rhs, expected) else { return nil }
            var leftExpectation = following(right.type)
            if case .dynamic = leftExpectation, right.type == nil, case .known = expected { leftExpectation = .dynamic }
            guard let left = lower(lhs, leftExpectation) else { return nil }
            return (left, right, true)
        }
        guard let left = lower(lhs, expected) else { return nil }
        var rightExpectation = following(left.type)
        if case .dynamic = rightExpectation, case .known(nil) = expected, !contextual(rhs) { rightExpectation = .known(nil) }
        guard let right = lower(rhs, rightExpectation) else { return nil }
        return (left, right, false)
    }

    private func isOptional(_ type: RuntimeType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// Whether the tree walker reads the expected type when it evaluates `expression`.
    func contextual(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier, .selfExpression, .member, .floatLiteral, .booleanLiteral, .stringLiteral, .subscriptAccess:
            return false
        default:
            return true
        }
    }

    func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, _ expected: Expectation, span: Span) -> Lowered? {
        let interpreter = self.interpreter
        switch op {
        case "&&", "||":
            let left = condition(lhs), right = condition(rhs)
            if op == "&&" { return Lowered(eval: { frame in .bool(try left(frame) && right(frame)) }, type: .bool) }
            return Lowered(eval: { frame in .bool(try left(frame) || right(frame)) }, type: .bool)
        case "==", "!=":
            guard let (left, right, rightFirst) = pair(lhs, rhs, .known(nil)) else { return nil }
            let operands = evaluator(left.eval, right.eval, rightFirst: rightFirst)
            let equalSign = op == "=="
            return Lowered(eval: { frame in
                let (a, b) = try operands(frame)
                if let owner = interpreter.ownerType(of: a), owner.kind != .builtin, !owner.staticMethods.isEmpty,
                   case .bool(let equal)? = try interpreter.userOperator("==", a, b, span: span) {
                    return .bool(equalSign ? equal : !equal)
                }
                // An array or optional of values whose type declares `==` asks it of each.
                let equal = interpreter.asksWrittenEquality(a) ? try interpreter.equal(a, b, span: span) : valuesEqual(a, b)
                return .bool(equalSign ? equal : !equal)
            }, type: .bool)
        default:
            guard let resolved = Builtins.BinaryOperator(op) else { return nil }
            let arithmetic = resolved.isArithmetic
            guard let (left, right, rightFirst) = pair(lhs, rhs, arithmetic ? expected : .known(nil)) else { return nil }
            let operands = evaluator(left.eval, right.eval, rightFirst: rightFirst)
            let type: RuntimeType?
            switch (left.type, right.type) {
            case (.int?, .int?) where resolved.isIntegerOnly && !arithmetic: type = .int
            case _ where !arithmetic: type = .bool
            case (.int?, .int?): type = .int
            case (.double?, .double?), (.int?, .double?), (.double?, .int?): type = .double
            case (.string?, .string?): type = .string
            default: type = nil
            }
            return Lowered(eval: { frame in
                let (a, b) = try operands(frame)
                if resolved == .add { try interpreter.chargeResult("+", a, b, span) }
                if let result = try Builtins.binary(resolved, a, b) { return result }
                if let result = try interpreter.userOperator(op, a, b, span: span) { return result }
                if let result = try interpreter.comparison(op, a, b, span: span) { return result }
                if let result = try interpreter.joinedSequences(op, a, b, span: span) { return result }
                try interpreter.checkArithmetic(op, a, b, span)
                throw interpreter.error(Msg.Run.typeMismatch(op, "\(interpreter.runtimeTypeName(a)) y \(interpreter.runtimeTypeName(b))"), span)
            }, type: type)
        }
    }

    private func evaluator(_ left: @escaping Eval, _ right: @escaping Eval,
                           rightFirst: Bool) -> (Frame) throws -> (Value, Value) {
        if rightFirst { return { frame in let b = try right(frame); return (try left(frame), b) } }
        return { frame in let a = try left(frame); return (a, try right(frame)) }
    }

    // MARK: - Assignment

    /// `target = value`, `target += value`, … on a place; the value gets the place's type.
    func assignment(_ op: String, _ target: Expr, _ valueExpression: Expr, span: Span) -> Lowered? {
        let interpreter = self.interpreter
        if case .identifier("_") = target.kind {
            let value = root(valueExpression, nil)
            return Lowered(eval: { frame in _ = try value(frame); return .void }, type: nil)
        }
        guard let place = place(target) else { return nil }
        // The tree walker takes the current value's type, else the declared one: known ahead
        // for plain types, and for an optional the declaration wrote.
        let expected: RuntimeType?
        switch (following(place.type), place.declared) {
        case (.known(let type), _): expected = type
        case (.dynamic, .optional(let wrapped)?) where place.type.map(isOptional) ?? true:
            guard case .known = following(wrapped) else { return nil }
            expected = .optional(wrapped)
        case (.dynamic, _):
            return nil
        }
        let value = coerced(valueExpression, expected)
        if op == "=" {
            return Lowered(eval: { frame in
                let final = try value(frame)
                try place.modify(frame) { $0 = final }
                return .void
            }, type: nil)
        }
        guard let combine = Builtins.BinaryOperator(String(op.dropLast())), combine.isArithmetic else { return nil }
        let read = place.read
        return Lowered(eval: { frame in
            let current = try read(frame)
            let operand = try value(frame)
            if combine == .add { try interpreter.chargeResult("+", current, operand, span) }
            guard let final = try Builtins.binary(combine, current, operand) else {
                try interpreter.checkArithmetic(String(op.dropLast()), current, operand, span)
                throw interpreter.error(Msg.Run.typeMismatch(op, interpreter.runtimeTypeName(operand)), span)
            }
            try place.modify(frame) { $0 = final }
            return .void
        }, type: nil)
    }
}
