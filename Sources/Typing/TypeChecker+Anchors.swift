import Language

/// Where swiftc points at an expression in its diagnostics: not always where the expression
/// starts. A member access at the member's name, a subscript at its `[`, an operator at the
/// operator, a call where its callee points, `x!` at the `!`.
extension TypeChecker {
    func anchor(of e: Expr) -> Int {
        switch e.kind {
        // `Circulo.self`: swiftc names the type written, where it starts.
        case .member(_, "self"): return e.span.start
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
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .stringLiteral, .nilLiteral, .arrayLiteral,
             .dictionaryLiteral, .identifier, .selfExpression, .implicitMember, .prefix, .tuple, .inoutArgument,
             .cast, .isType, .typeExpression, .closure, .range, .tryExpression:
            return e.span.start
        }
    }

    /// Where swiftc locates a value it names as a whole (an argument left over): where it starts,
    /// but at the name of an implicit member (`.escritura`), past its dot.
    func valueAnchor(_ e: Expr) -> Int {
        if case .implicitMember = e.kind { return e.span.start + 1 }
        return e.span.start
    }

    /// Where the expression's last token starts: swiftc's end of a range (`d["a"]` ends at its
    /// `]`, `opcional` at its start), where it points for a member of an optional.
    func lastToken(of e: Expr) -> Int {
        switch e.kind {
        case .identifier, .selfExpression, .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .stringLiteral:
            return e.span.start
        case .member, .overload, .staticType, .injectIntoOptional:
            return anchor(of: e)
        case .implicitMember:
            return e.span.start + 1
        case .prefix(_, let last), .binary(_, _, let last), .assignment(_, _, let last), .ternary(_, _, let last),
             .nilCoalescing(_, let last), .optionalEvaluation(let last), .inoutArgument(let last), .tryExpression(let last, _),
             .range(_, let last, _):
            return lastToken(of: last)
        // Each of these ends with a bracket, a parenthesis, a brace or a `?` / `!` of its own.
        case .arrayLiteral, .dictionaryLiteral, .call, .subscriptAccess, .bindOptional, .forceUnwrap, .tuple, .cast, .isType,
             .typeExpression, .closure:
            return max(e.span.start, e.span.end - 1)
        }
    }

    /// Where `token` is first written inside `span` (a case's name, a payload's `(`), or where
    /// the span starts.
    func offset(of token: String, within span: Span) -> Int {
        source.offset(of: token, in: span.start..<span.end) ?? span.start
    }

    /// Where `op` is written between two operands.
    func operatorOffset(_ op: String, between left: Expr, _ right: Expr) -> Int? {
        source.offset(of: op, in: left.span.end..<max(left.span.end, right.span.start))
    }
}

extension Expr {
    /// A literal written as such (`"1"`, `2`, `2.5`, `true`): what swiftc converts, or blames.
    /// The property `self.x = …` or `x = …` gives a value to.
    var assignedName: String? {
        if case .member(_, let name) = kind { return name }
        if case .identifier(let name) = kind { return name }
        return nil
    }

    var isPlainAssignment: Bool {
        if case .assignment("=", _, _) = kind { return true }
        return false
    }

    var isPlainLiteral: Bool {
        switch kind {
        case .stringLiteral, .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral: return true
        case .nilLiteral, .arrayLiteral, .dictionaryLiteral, .identifier, .selfExpression, .implicitMember, .member, .call,
             .subscriptAccess, .prefix, .binary, .assignment, .ternary, .nilCoalescing, .bindOptional, .optionalEvaluation,
             .forceUnwrap, .tuple, .inoutArgument, .cast, .isType, .typeExpression, .closure, .range, .injectIntoOptional,
             .overload, .tryExpression, .staticType:
            return false
        }
    }

    /// A literal, or a range or negation of literals (`0...1`, `-2`): its type is only the
    /// literals' default, so another argument's `Double` makes it `Double` too.
    var isLiteralShaped: Bool {
        if case .range(let low, let high, _) = kind { return low.isLiteralShaped && high.isLiteralShaped }
        if case .prefix("-", let operand) = kind { return operand.isLiteralShaped }
        return isPlainLiteral
    }
}
