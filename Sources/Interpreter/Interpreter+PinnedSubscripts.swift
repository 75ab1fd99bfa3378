import Language

extension Interpreter {
    /// Evaluates, once and in order, the subscripts inside an assignable path (`xs[f()]`,
    /// `m[f()][g()]`, `cajas[f()].valor`) and gives back the path with each such index replaced
    /// by a hidden name bound to its value in a child scope. Reading the target and then
    /// writing it (`+=`, a `mutating` call, an `inout` copy-back) then calls `f` once, as in Swift.
    func pinningSubscripts(_ target: Expr, _ scope: Scope) throws -> (target: Expr, scope: Scope) {
        guard target.hasCallingSubscript else { return (target, scope) }
        let pinned = Scope(parent: scope)
        var count = 0
        func pin(_ expression: Expr) throws -> Expr {
            let span = expression.span
            switch expression.kind {
            case .subscriptAccess(let base, let arguments):
                let pinnedBase = try pin(base)
                guard let first = arguments.first, !first.value.isPlainOperand else {
                    return Expr(.subscriptAccess(pinnedBase, arguments), span: span)
                }
                // No Swift identifier starts with `#`: the name cannot clash with the learner's.
                let name = "#índice\(count)"
                count += 1
                pinned.declare(name, try evaluate(first.value, pinned, expected: .int), isLet: true)
                let index = Argument(label: first.label, value: Expr(.identifier(name), span: first.value.span))
                return Expr(.subscriptAccess(pinnedBase, [index] + arguments.dropFirst()), span: span)
            case .member(let base, let name): return Expr(.member(try pin(base), name), span: span)
            case .forceUnwrap(let base): return Expr(.forceUnwrap(try pin(base)), span: span)
            case .bindOptional(let base): return Expr(.bindOptional(try pin(base)), span: span)
            case .optionalEvaluation(let inner): return Expr(.optionalEvaluation(try pin(inner)), span: span)
            case .inoutArgument(let inner): return Expr(.inoutArgument(try pin(inner)), span: span)
            default: return expression
            }
        }
        return (try pin(target), pinned)
    }

    /// The same for every `&target` among a call's arguments.
    func pinningInoutArguments(_ arguments: [Argument], _ scope: Scope) throws -> (arguments: [Argument], scope: Scope) {
        var arguments = arguments
        var scope = scope
        for index in arguments.indices {
            guard case .inoutArgument = arguments[index].value.kind, arguments[index].value.hasCallingSubscript else { continue }
            (arguments[index].value, scope) = try pinningSubscripts(arguments[index].value, scope)
        }
        return (arguments, scope)
    }
}

extension Expr {
    /// A literal or a name: evaluating it twice does nothing twice.
    var isPlainOperand: Bool {
        switch kind {
        case .integerLiteral, .identifier: return true
        default: return isUnboundedRange
        }
    }

    /// Whether an assignable path has a subscript whose index does more than read a name.
    var hasCallingSubscript: Bool {
        switch kind {
        case .subscriptAccess(let base, let arguments):
            return !(arguments.first?.value.isPlainOperand ?? true) || base.hasCallingSubscript
        case .member(let base, _), .forceUnwrap(let base), .bindOptional(let base), .optionalEvaluation(let base),
             .inoutArgument(let base):
            return base.hasCallingSubscript
        default:
            return false
        }
    }
}
