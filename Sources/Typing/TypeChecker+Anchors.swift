import Language

/// Where swiftc points at an expression in its diagnostics: not always where the expression
/// starts. A member access at the member's name, a subscript at its `[`, an operator at the
/// operator, a call where its callee points, `x!` at the `!`.
extension TypeChecker {
    func anchor(of e: Expr) -> Int {
        switch e.kind {
        case .member(let base, let name):
            return source.offset(of: name, in: base.span.end..<e.span.end) ?? e.span.start
        case .subscriptAccess(let base, _):
            return source.offset(of: "[", in: base.span.end..<e.span.end) ?? e.span.start
        case .binary(let op, let left, let right):
            return operatorOffset(op, between: left, right) ?? e.span.start
        case .nilCoalescing(let left, let right):
            return operatorOffset("??", between: left, right) ?? e.span.start
        case .assignment(let op, let target, let value):
            return operatorOffset(op, between: target, value) ?? e.span.start
        case .ternary(let condition, let then, _):
            return operatorOffset("?", between: condition, then) ?? e.span.start
        case .forceUnwrap(let inner), .bindOptional(let inner):
            return max(inner.span.end, e.span.end - 1)
        case .call(let callee, _), .optionalEvaluation(let callee), .injectIntoOptional(let callee),
             .overload(let callee, _, _), .staticType(let callee, _):
            return anchor(of: callee)
        case .integerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .identifier, .selfExpression, .implicitMember, .prefix, .tuple, .inoutArgument,
             .cast, .isType, .typeExpression, .closure, .range, .tryExpression:
            return e.span.start
        }
    }

    /// Where `op` is written between two operands.
    func operatorOffset(_ op: String, between left: Expr, _ right: Expr) -> Int? {
        source.offset(of: op, in: left.span.end..<max(left.span.end, right.span.start))
    }
}
