import Language
import Messages

/// A function's parameter of function type is non-escaping unless written `@escaping`: it may
/// be called and passed on, but keeping it (in a variable, a property, an array) would let it
/// outlive the call, which swiftc refuses where it is kept.
extension TypeChecker {
    /// Assigned (swiftc points at the `=`), or put in a collection (at the parameter).
    enum KeptAs { case assigned(at: Int), stored }

    /// Checks `e`, a closure literal that escapes: in a class, its body names the instance's
    /// members with `self.`, as swiftc requires (unless it captures `[self]`).
    @discardableResult
    func escaping<T>(_ e: Expr, _ body: () -> T) -> T {
        if case .closure = e.kind { nextClosureEscapes = true }
        defer { nextClosureEscapes = false }
        return body()
    }

    /// For the body of a closure with `signature`: whether a bare member of `self` is refused there.
    func forbidsImplicitSelf(_ signature: ClosureSignature, escapes: Bool) -> Bool {
        // `[self]` says the closure keeps the instance; `[weak self]` that it does not, so
        // a bare member (which would be the strong `self`) is refused until `guard let self`.
        if let entry = signature.captures.first(where: { $0.name == "self" && $0.value == nil }) { return entry.ownership != .strong }
        if signature.capturesSelf { return false }
        if implicitSelfForbidden { return true }
        guard escapes, !context.isStatic, let type = context.selfType.flatMap(nominal) else { return false }
        return type.kind == .classType
    }

    func checkImplicitSelf(_ name: String, isMethod: Bool, at offset: Int) {
        guard implicitSelfForbidden, localSelf?.isOptional ?? true else { return }
        report(isMethod ? Msg.Typing.implicitSelfMethodInClosure(name) : Msg.Typing.implicitSelfPropertyInClosure(name), at: offset)
    }

    /// A function's or an init's parameter, marked when it is a function not written `@escaping`.
    func declareParameter(_ parameter: Parameter, _ type: SwiftType? = nil, isLet: Bool) {
        declare(parameter.name, type ?? resolve(parameter.type), isLet: isLet, isParameter: true)
        if parameter.isInout { scopes[scopes.count - 1][parameter.name]?.isInoutParameter = true }
        if case .function = parameter.type.kind, !parameter.type.isEscaping {
            scopes[scopes.count - 1][parameter.name]?.isNonEscaping = true
        }
    }

    /// `name`, read inside the closures being checked: swiftc refuses an escaping one that
    /// captures an `inout` parameter from outside it, once, at its opening brace.
    func checkInoutCapture(_ name: String) {
        // A closure looked at speculatively (a type asked quietly) is blamed when it is checked.
        guard !escapingClosures.isEmpty, speculation == 0,
              let index = scopes.indices.last(where: { scopes[$0][name] != nil }),
              scopes[index][name]?.isInoutParameter == true,
              let closure = escapingClosures.firstIndex(where: { $0.depth > index }),
              escapingClosures[closure].blamed.insert(name).inserted else { return }
        reportFlow(Msg.Typing.escapingClosureCapturesInout(name), at: escapingClosures[closure].offset)
    }

    /// `self`, written or implied, inside the closures being checked: in a struct's or an enum's
    /// `mutating` method an escaping one may not capture it (swiftc, at its opening brace).
    func checkMutatingSelfCapture() {
        guard !escapingClosures.isEmpty, speculation == 0, context.selfIsMutable, !context.isInitializer, !context.isStatic,
              let type = context.selfType.flatMap(nominal), type.kind == .structType || type.kind == .enumType,
              escapingClosures[0].blamed.insert("self").inserted else { return }
        reportFlow(Msg.Typing.escapingClosureCapturesMutatingSelf, at: escapingClosures[0].offset)
    }

    func checkKeptParameter(_ value: Expr, _ kept: KeptAs) {
        guard case .identifier(let name) = value.kind, lookupLocal(name)?.isNonEscaping == true else { return }
        switch kept {
        case .assigned(let offset): report(Msg.Typing.nonEscapingAssigned(name), at: offset)
        case .stored: report(Msg.Typing.nonEscapingStored(name), at: value.span.start)
        }
    }
}
