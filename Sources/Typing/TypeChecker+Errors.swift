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
    /// Inside `try?`, `try!` or a `do` whose `catch` takes every error: what is thrown here does
    /// not leave the closure or function being checked.
    var handled = false
}

/// `throw`, `try`, `do`/`catch` with Swift's rules: a call that can throw is marked with `try`,
/// and what it throws is caught or leaves a function declared `throws`.
extension TypeChecker {
    /// A function, method or initializer body: may it throw?
    func withEffects<T>(throwing: Bool, _ body: () -> T) -> T {
        let saved = (effects, escapingThrows)
        effects = Effects(mayThrow: throwing)
        // What a nested function throws leaves it, not the closure it is declared in.
        defer { (effects, escapingThrows) = saved }
        return withOwnJumps(body)
    }

    /// A call to `declaration` has been resolved at `span`: it must be covered by `try` when it throws.
    func noteCall(isThrowing: Bool, at span: Span) {
        guard isThrowing else { return }
        throwingCalls += 1
        if !effects.covered { return report(Msg.Everyday.callNotMarkedWithTry, at: span.start) }
        if !effects.mayThrow, let tryOffset = currentTry { return report(Msg.Everyday.errorsNotHandled, at: tryOffset) }
        if !effects.handled { escapingThrows += 1 }
    }

    /// A call to a function that rethrows (the library's `forEach`, `map`, `filter`…, or the
    /// program's `rethrows`) whose arguments were checked since `escapingThrows` was `before`: it
    /// throws when a closure passed to it throws, so it needs `try` and somewhere to throw to.
    func noteRethrowingCall(since before: Int, at span: Span) {
        guard escapingThrows > before else { return }
        escapingThrows = before
        throwingCalls += 1
        if !effects.covered { return report(Msg.Everyday.callNotMarkedWithTry, at: span.start) }
        // swiftc blames the call here, not its `try`.
        if !effects.mayThrow { return report(Msg.Everyday.rethrowingCallNotHandled, at: span.start) }
        if !effects.handled { escapingThrows += 1 }
    }

    /// A method of the library's values: those that take a closure (`forEach`, `map`, `filter`,
    /// `sorted(by:)`, `Optional.map`…) rethrow what it throws, as Swift declares them.
    func rethrowingLibraryCall(_ name: String, on baseType: SwiftType, _ arguments: inout [Argument], hint: SwiftType?,
                                       at span: Span, nameOffset: Int) -> SwiftType {
        if ["append", "insert"].contains(name), let first = arguments.first { checkKeptParameter(first.value, .stored) }
        let before = escapingThrows
        let result = Library.callMethod(name, on: baseType, self, &arguments, hint: hint, at: nameOffset)
        noteRethrowingCall(since: before, at: span)
        return result
    }

    /// `Tipo(…)` resolved among the type's `initializers`, its arguments checked since `escapingThrows`
    /// was `before`: an `init(…) throws` needs `try`.
    func noteInitializerCall(_ initializers: [InitDecl], _ arguments: [Argument], since before: Int, at span: Span) {
        escapingThrows = before
        let labels = arguments.map(\.label)
        let chosen = initializers.count == 1 ? initializers.first : initializers.first { $0.parameters.map(\.label) == labels }
        noteCall(isThrowing: chosen?.isThrowing ?? false, at: span)
    }

    func inferTry(_ inner: inout Expr, _ kind: TryKind, hint: SwiftType?, at span: Span) -> SwiftType {
        let saved = (effects, currentTry)
        effects.covered = true
        // `try?` and `try!` handle the error themselves.
        if kind != .plain { effects.mayThrow = true; effects.handled = true }
        currentTry = span.start
        defer { (effects, currentTry) = saved }
        switch kind {
        case .plain, .forced: return infer(&inner, hint)
        case .optional:
            // Flattened since Swift 5: `try?` of an `Int?` is an `Int?`.
            let type = infer(&inner, hint?.wrapped)
            // A generic `T` is not an optional where it is written: `try? f()` of a `() throws -> T` is a `T?`.
            // Wrapped where it is written, so the run time does not flatten a `T` that is an optional.
            if case .parameter = type {
                inner = Expr(.injectIntoOptional(inner), span: inner.span)
                return .optional(type)
            }
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
        } else if !effects.handled {
            escapingThrows += 1
        }
    }

    func conformsToError(_ type: SwiftType) -> Bool {
        if case .opaque(let name) = type { return name == "Error" || name.hasPrefix("any Error") }
        guard let declared = nominal(type) else { return false }
        return conforms(declared, to: "Error") || conforms(declared, to: "LocalizedError")
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
        if catchesAll { effects.mayThrow = true; effects.handled = true }
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

/// `Result { try … }` (`Result(catching:)`): a `Result<Success, any Error>` whose `Success` is
/// what the closure returns. The callee is rewritten to name both, so the run time builds the
/// Result Swift builds (printed `Swift.Result<Swift.Int, Swift.Error>.failure(…)` on either case).
extension TypeChecker {
    /// A call of `Result` or of `Result<S, F>` (`written`) on one closure; nil for any other call.
    func inferResultCatching(_ callee: inout Expr, _ arguments: inout [Argument], written: TypeRef?,
                             hint: SwiftType?) -> SwiftType? {
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "catching" else { return nil }
        var generics: [TypeRef]?
        if let written {
            guard case .named(["Result"], let parts) = written.kind, parts.count == 2 else { return nil }
            generics = parts
        }
        let success = generics.map { resolve($0[0], reporting: false) }
        let anyError = resolve(TypeRef(.named(path: ["Error"], generics: []), span: .none), reporting: false)
        let failure = generics.map { resolve($0[1], reporting: false) } ?? Self.resultFailure(hint) ?? anyError
        let before = throwingCalls
        let escaping = escapingThrows
        let closure = infer(&arguments[0].value, .function([], success ?? .unknown))
        // What the closure throws becomes the Result's failure: `Result { … }` itself does not throw.
        escapingThrows = escaping
        // Calls that throw make the closure throw `any Error`, which a typed `Failure` cannot hold.
        if throwingCalls > before, !failure.isUnknown, failure != anyError {
            report(Msg.Everyday.thrownErrorNotFailure(failure.spelling), at: arguments[0].value.span.start)
        }
        guard case .function(_, let produced) = closure, !produced.isUnknown else {
            return written.map { resolve($0) } ?? .result(success: .unknown, failure: .unknown)
        }
        // A generic type of the program is named by its value at run time (`Caja<Int>`): the checker does not know its arguments.
        if written == nil, mentionsGenericType(produced) { return .result(success: .unknown, failure: .unknown) }
        let type = SwiftType.result(success: produced, failure: failure)
        if written == nil, let successRef = produced.runTimeTypeRef {
            let errorRef = TypeRef(.named(path: ["Error"], generics: []), span: .none)
            callee = Expr(.typeExpression(TypeRef(.named(path: ["Result"], generics: [successRef, errorRef]), span: callee.span)),
                          span: callee.span)
        }
        return type
    }

    private func mentionsGenericType(_ type: SwiftType) -> Bool {
        switch type {
        case .nominal: return nominal(type).map { !$0.genericParameters.isEmpty } ?? true
        case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner), .range(let inner, _),
             .inoutParameter(let inner):
            return mentionsGenericType(inner)
        case .dictionary(let key, let value): return mentionsGenericType(key) || mentionsGenericType(value)
        case .tuple(let elements): return elements.contains { mentionsGenericType($0.type) }
        case .library(_, let arguments): return arguments.contains(where: mentionsGenericType)
        case .result(let success, let failure): return mentionsGenericType(success) || mentionsGenericType(failure)
        case .function(let parameters, let result): return parameters.contains(where: mentionsGenericType) || mentionsGenericType(result)
        case .int, .double, .bool, .string, .character, .void, .opaque, .substring, .never, .unknown, .parameter: return false
        }
    }

    /// The `Failure` of a contextual `Result<S, F>`.
    private static func resultFailure(_ hint: SwiftType?) -> SwiftType? {
        guard case .result(_, let failure)? = hint?.wrappedOrSelf, !failure.isUnknown else { return nil }
        return failure
    }
}
