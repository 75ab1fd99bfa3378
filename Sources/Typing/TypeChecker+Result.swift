import Language
import Messages

/// `Result`'s methods as the library types them: `map` and `flatMap` change the success,
/// `mapError` and `flatMapError` the failure, and `get()` gives the success or throws. A method
/// that makes a Result of other arguments names them for the run time (see `carryResultType`),
/// which prints them as Swift does (`Swift.Result<Swift.String, main.E>.success("2")`).
extension TypeChecker {
    static let resultMethods: Set<String> = ["map", "flatMap", "mapError", "flatMapError", "get"]

    /// The two arguments of a Result's type, and how the run time names them (none when it
    /// cannot name both: a success the checker does not know yet).
    func resultArguments(_ type: SwiftType) -> (success: SwiftType, failure: SwiftType, refs: [TypeRef])? {
        guard case .result(let success, let failure) = type else { return nil }
        guard let successRef = success.writtenTypeRef, let failureRef = failure.writtenTypeRef else {
            return (success, failure, [])
        }
        return (success, failure, [successRef, failureRef])
    }

    static func resultType(_ success: SwiftType, _ failure: SwiftType) -> SwiftType {
        .result(success: success, failure: failure)
    }

    /// `r.map { … }`, `r.flatMap { … }`, `r.mapError { … }`, `r.flatMapError { … }`, `r.get()`.
    func callResultMethod(_ name: String, on base: SwiftType, _ arguments: inout [Argument], hint: SwiftType?,
                          at span: Span, nameOffset: Int) -> SwiftType {
        guard let (success, failure, _) = resultArguments(base) else {
            inferLoose(&arguments)
            return .unknown
        }
        if name == "get" {
            if let first = arguments.first { report(Msg.Typing.extraArgument(first.label), at: first.value.span.start) }
            noteCall(isThrowing: true, at: span)
            return success
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            inferLoose(&arguments)
            return .unknown
        }
        let hinted = resultArguments(hint?.wrappedOrSelf ?? .unknown)
        switch name {
        case "map":
            let produced = closureResult(&arguments[0].value, [success], hint: hinted?.success)
            return produced.isUnknown ? .unknown : Self.resultType(produced, failure)
        case "mapError":
            let produced = closureResult(&arguments[0].value, [failure], hint: hinted?.failure)
            if !isError(produced) {
                report(Msg.Everyday.requiresConformance(kind: .method, name, produced.spelling, "Error"), at: nameOffset)
            }
            return produced.isUnknown ? .unknown : Self.resultType(success, produced)
        case "flatMap", "flatMapError":
            let changesSuccess = name == "flatMap"
            let kept = changesSuccess ? failure : success
            let expected = changesSuccess ? Self.resultType(hinted?.success ?? .unknown, failure)
                : Self.resultType(success, hinted?.failure ?? .unknown)
            let parameter = changesSuccess ? success : failure
            // Without a context the closure's `.success(x)` still knows the failure it keeps.
            let produced = closureResult(&arguments[0].value, [parameter], hint: expected)
            guard let (newSuccess, newFailure, _) = resultArguments(produced) else {
                if !produced.isUnknown { report(Msg.Typing.genericParameterNotInferred(changesSuccess ? "NewSuccess" : "NewFailure"), at: nameOffset) }
                return .unknown
            }
            // The closure gives a Result whose other argument must be this one's.
            let other = changesSuccess ? newFailure : newSuccess
            if !other.isUnknown, !kept.isUnknown, !other.matches(kept) {
                let wanted = changesSuccess ? Self.resultType(newSuccess, failure) : Self.resultType(success, newFailure)
                report(Msg.Typing.cannotConvert(SwiftType.function([parameter], produced).spelling,
                                                SwiftType.function([parameter], wanted).spelling, place: .argument),
                       at: arguments[0].value.span.start)
            }
            return changesSuccess ? Self.resultType(newSuccess, failure) : Self.resultType(success, newFailure)
        default:
            return .unknown
        }
    }

    /// Whether a Result's failure may be of this type: an `Error` of the program's (or one
    /// the checker does not know).
    private func isError(_ type: SwiftType) -> Bool {
        switch type {
        case .nominal: return nominal(type).map { conforms($0, to: "Error") || conforms($0, to: "LocalizedError") } ?? true
        case .opaque, .unknown, .parameter, .never: return true
        case .int, .double, .bool, .string, .character, .void, .optional, .array, .dictionary, .set, .tuple, .function, .inoutParameter, .metatype,
             .range, .substring, .library, .result:
            return false
        }
    }

    private func closureResult(_ closure: inout Expr, _ parameters: [SwiftType], hint: SwiftType?) -> SwiftType {
        let type = infer(&closure, .function(parameters, hint ?? .unknown))
        if case .function(_, let produced) = type { return produced }
        return .unknown
    }

    /// A Result made by one of its methods carries its arguments to the run time, whose values
    /// cannot tell them (a failure says nothing of its success).
    func carryResultType(_ e: inout Expr, _ type: SwiftType) {
        guard case .call(let callee, _) = e.kind, case .member(_, let name) = callee.kind, name != "get",
              Self.resultMethods.contains(name), let (_, _, refs) = resultArguments(type) else { return }
        let ref = TypeRef(.named(path: ["Result"], generics: refs), span: .none)
        e.kind = .staticType(Expr(e.kind, span: e.span), ref)
    }

    /// `.success(x)` / `.failure(e)` where a `Result<S, F>` is expected: the payload is checked
    /// against its argument, and the case is written with its type (`Result<S, F>.success`),
    /// which the run time cannot take from a closure's context.
    func resultCase(_ name: String, of expected: SwiftType, _ callee: inout Expr, _ arguments: inout [Argument]) -> SwiftType? {
        guard name == "success" || name == "failure", arguments.count == 1, arguments[0].label == nil,
              let (success, failure, _) = resultArguments(expected) else { return nil }
        let part = name == "success" ? success : failure
        var made = expected
        if part.isUnknown {
            // `.success("ok")` in a `flatMap` with no context: the payload says the success.
            let payload = infer(&arguments[0].value, nil)
            guard !payload.isUnknown else { return nil }
            made = name == "success" ? Self.resultType(payload, failure) : Self.resultType(success, payload)
        } else {
            check(&arguments[0].value, against: part, .argument)
        }
        guard let (_, _, refs) = resultArguments(made), !refs.isEmpty else { return nil }
        let type = Expr(.typeExpression(TypeRef(.named(path: ["Result"], generics: refs), span: callee.span)), span: callee.span)
        callee = Expr(.member(type, name), span: callee.span)
        return made
    }
}
