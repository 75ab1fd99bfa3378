import Language
import Messages

/// Overloads that differ only by what they return (`func valor() -> Int`, `func valor() -> String`):
/// the context picks one, as in swiftc, and with no context the call is ambiguous.
extension TypeChecker {
    /// Among the fitting candidates, the ones with `chosen`'s parameters and another result.
    func resultTwins(of chosen: Int, among fitting: [Int], _ candidates: [Callable]) -> [Int] {
        let parameters = candidates[chosen].parameters
        let twins = fitting.filter { index in
            candidates[index].parameters.count == parameters.count
                && zip(candidates[index].parameters, parameters).allSatisfy { $0.label == $1.label && $0.type == $1.type && !$0.type.isUnknown }
        }
        let results = Set(twins.map { candidates[$0].result.spelling })
        return results.count > 1 ? twins : []
    }

    /// The twin whose result the context asks for; nil (and the call remembered as ambiguous)
    /// when the context asks for nothing.
    func twinFitting(_ twins: [Int], _ candidates: [Callable], hint: SwiftType?, name: String, at span: Span) -> Int? {
        if let hint, !hint.isUnknown {
            return twins.first { candidates[$0].result.matches(hint) } ?? twins.first { convertible(candidates[$0].result, to: hint) }
        }
        ambiguousResults[span] = candidates[twins[0]].parameters.isEmpty ? name + "()" : name
        return nil
    }

    /// `let x = valor()`, `print(valor())`: where swiftc has no type to pick an overload by.
    func reportAmbiguousResult(_ e: Expr) {
        guard case .call(var callee, _) = e.kind, let name = ambiguousResults[e.span] else { return }
        if case .overload(let inner, _, _) = callee.kind { callee = inner }
        let at: Int
        if case .member = callee.kind { at = lastToken(of: callee) } else { at = callee.span.start }
        report(Msg.Typing.ambiguousUse(name), at: at)
    }
}

extension TypeChecker {
    /// `valor() + 1` with `valor` returning `String` or `Int`: the other operand picks the twin
    /// whose result the operator takes, as swiftc's solver does. Nil when no operand is such a call.
    func retypeAmbiguousOperand(_ op: String, _ left: inout Expr, _ right: inout Expr, _ l: SwiftType, _ r: SwiftType) -> SwiftType? {
        if ambiguousResults[left.span] != nil, r.isNumeric || r == .string, retype(&left, as: r) { return r }
        if ambiguousResults[right.span] != nil, l.isNumeric || l == .string, retype(&right, as: l) { return l }
        return nil
    }

    /// The call read again with `type` expected, its first choice of overload undone.
    private func retype(_ e: inout Expr, as type: SwiftType) -> Bool {
        guard case .call(let callee, let arguments) = e.kind, case .overload(let inner, _, _) = callee.kind else { return false }
        var again = e
        again.kind = .call(inner, arguments)
        guard speculate({ var probe = again; _ = infer(&probe, type) }) else { return false }
        guard infer(&again, type) == type else { return false }
        e = again
        return true
    }
}

extension TypeChecker {
    /// `alumnos.reduce(0) { $0 + $1.nota } / alumnos.count`, `xs.reduce(0, +) / 2.0`: the
    /// literal that starts the `reduce` takes the type of the other operand, as swiftc solves the
    /// whole expression at once, so it blames what then does not fit inside the `reduce` (the
    /// `$1.nota`, the `+`) and not the operator outside. `unchecked` are the operands as written.
    func retypeReduceOperand(_ left: inout Expr, _ right: inout Expr, _ l: SwiftType, _ r: SwiftType,
                             unchecked: (Expr, Expr)) -> SwiftType? {
        for (side, other, onLeft) in [(unchecked.0, r, true), (unchecked.1, l, false)] where other.isNumeric {
            guard case .call(let callee, let arguments) = side.kind, case .member(_, "reduce") = callee.kind,
                  arguments.count == 2, arguments[0].label == nil, literals.kind(arguments[0].value) != .none,
                  speculate({ var alone = side; _ = infer(&alone, nil) }),
                  !speculate({ var trial = side; _ = infer(&trial, other) }) else { continue }
            var again = side
            _ = infer(&again, other)
            if onLeft { left = again } else { right = again }
            return other
        }
        return nil
    }
}
