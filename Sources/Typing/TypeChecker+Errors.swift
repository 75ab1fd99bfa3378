import Language
import Messages

/// Where a thrown error may go: out of a `throws` function or the top level of a program, into
/// a `do`'s `catch`; and whether a `try` covers the expression being checked.
struct Effects {
    /// The top level of a program may throw (compiled Swift stops there); a closure may too, as
    /// its type is inferred. A function not declared `throws` may not.
    var mayThrow = true
    /// Inside `try`, `try?` or `try!`.
    var covered = false
}

/// `throw`, `try`, `do`/`catch` with Swift's rules: a call that can throw is marked with `try`,
/// and what it throws is caught or leaves a function declared `throws`.
extension TypeChecker {
    /// A function, method or initializer body: may it throw?
    func withEffects<T>(throwing: Bool, _ body: () -> T) -> T {
        let saved = effects
        effects = Effects(mayThrow: throwing)
        defer { effects = saved }
        return body()
    }

    /// A call to `declaration` has been resolved at `span`: it must be covered by `try` when it throws.
    func noteCall(isThrowing: Bool, at span: Span) {
        guard isThrowing else { return }
        if !effects.covered { return report(Msg.Everyday.callNotMarkedWithTry, at: span.start) }
        if !effects.mayThrow, let tryOffset = currentTry { report(Msg.Everyday.errorsNotHandled, at: tryOffset) }
    }

    func inferTry(_ inner: inout Expr, _ kind: TryKind, hint: SwiftType?, at span: Span) -> SwiftType {
        let saved = (effects, currentTry)
        effects.covered = true
        // `try?` and `try!` handle the error themselves.
        if kind != .plain { effects.mayThrow = true }
        currentTry = span.start
        defer { (effects, currentTry) = saved }
        switch kind {
        case .plain, .forced: return infer(&inner, hint)
        case .optional:
            // Flattened since Swift 5: `try?` of an `Int?` is an `Int?`.
            let type = infer(&inner, hint?.wrapped)
            if type.isOptional || type.isUnknown { return type }
            return .optional(type)
        }
    }

    func checkThrow(_ value: inout Expr, at span: Span) {
        let type = infer(&value, .opaque("Error"))
        if !type.isUnknown, !conformsToError(type) {
            report(Msg.Everyday.thrownNotError(type.spelling), at: value.span.start)
        } else if !effects.mayThrow {
            report(Msg.Everyday.errorsNotHandled, at: span.start)
        }
    }

    func conformsToError(_ type: SwiftType) -> Bool {
        if case .opaque(let name) = type { return name == "Error" || name.hasPrefix("any Error") }
        guard let declared = nominal(type) else { return false }
        return conforms(declared, to: "Error")
    }

    /// `do { … } catch p where g { … } catch { … }`: the body may throw when a `catch` takes
    /// every error (a bare `catch`, or a pattern that binds or ignores the whole error).
    func checkDoCatch(_ body: inout Block, _ catches: inout [CatchClause]) {
        let catchesAll = catches.contains { clause in
            guard clause.guardExpression == nil else { return false }
            guard let pattern = clause.pattern else { return true }
            switch pattern.kind {
            case .wildcard, .binding: return true
            case .valueBinding(_, let inner):
                if case .binding = inner.kind { return true }
                return false
            case .enumCase, .tuple, .optionalSome, .expression, .cast, .isType, .typed: return false
            }
        }
        let saved = effects
        if catchesAll { effects.mayThrow = true }
        check(&body)
        effects = saved
        for index in catches.indices {
            withScope {
                if let pattern = catches[index].pattern {
                    checkCatchPattern(pattern)
                } else {
                    declare("error", .opaque("Error"), isLet: true)
                }
                if var condition = catches[index].guardExpression {
                    checkCondition(&condition)
                    catches[index].guardExpression = condition
                }
                check(&catches[index].body)
            }
        }
    }

    /// A `catch` pattern binds its names; an enum case written with its type is checked
    /// against that type (`catch ErrorBanco.fondos(let n)`), as the error could be any.
    private func checkCatchPattern(_ pattern: Pattern) {
        bind(pattern, to: .opaque("Error"), isLet: true)
    }
}
