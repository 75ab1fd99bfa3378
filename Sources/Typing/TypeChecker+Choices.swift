import Language
import Messages

/// Expressions that choose between two values: the ternary and `??`, whose branches meet in one type.
extension TypeChecker {
    func inferTernary(_ then: inout Expr, _ otherwise: inout Expr, hint: SwiftType?) -> SwiftType {
        if let hint, !hint.isUnknown {
            check(&then, against: hint, .specified)
            check(&otherwise, against: hint, .specified)
            return hint
        }
        if case .nilLiteral = otherwise.kind {
            let t = infer(&then, nil)
            let result: SwiftType = t.isOptional || t.isUnknown ? t : .optional(t)
            _ = convert(&then, from: t, to: result)
            return result
        }
        if case .nilLiteral = then.kind {
            let o = infer(&otherwise, nil)
            let result: SwiftType = o.isOptional || o.isUnknown ? o : .optional(o)
            _ = convert(&otherwise, from: o, to: result)
            return result
        }
        let (t, o): (SwiftType, SwiftType)
        if case .stringLiteral = then.kind, !otherwise.isPlainLiteral {
            // `c == " " ? " " : (visto ? c : "_")`: the literal takes the other branch's type (a Character).
            o = infer(&otherwise, nil)
            t = infer(&then, o.isUnknown ? nil : o)
        } else {
            (t, o) = inferOperands(&then, &otherwise, hint: nil)
        }
        if t.matches(o) { return t.isUnknown ? o : t }
        if convert(&otherwise, from: o, to: t) { return t }
        if convert(&then, from: t, to: o) { return o }
        // `largo ? texto.prefix(20) + "…" : texto`: the `+` that gives a String, as swiftc picks it.
        if t.isText, o.isText {
            if o == .string, Self.isTextJoin(then) { return infer(&then, .string) }
            if t == .string, Self.isTextJoin(otherwise) { return infer(&otherwise, .string) }
        }
        report(Msg.Typing.ternaryMismatch(t.spelling, o.spelling), at: then.span.start)
        return .unknown
    }

    func inferNilCoalescing(_ left: inout Expr, _ right: inout Expr, hint: SwiftType?) -> SwiftType {
        // `(d[k] ?? 0) + n`: the `??` gives its left side a context, some optional, so a wrong
        // key is blamed as an argument of the subscript, as where a type is expected.
        var leftHint = hint.map { $0.isOptional ? $0 : .optional($0) }
        if leftHint == nil, case .subscriptAccess = left.kind { leftHint = .optional(.unknown) }
        let l = infer(&left, leftHint)
        guard let wrapped = l.wrapped else {
            // A non-optional left side is only a warning in Swift.
            _ = infer(&right, l.isUnknown ? hint : l)
            return l.isUnknown ? (hint ?? .unknown) : l
        }
        // `let n: Int = pila.desapilar() ?? 0` of a `String?`: the right side fits what is expected
        // and the left does not, so swiftc blames the left side, as a whole. (When the right side
        // fits the left, the `??` is the left's and its result is what does not convert.)
        var probe = right
        if let expected = hint?.wrappedOrSelf, !expected.isUnknown, !wrapped.isUnknown, !convertible(wrapped, to: expected),
           !speculate({ _ = check(&probe, against: wrapped, .argument) }) {
            report(Msg.Typing.cannotConvert(l.spelling, SwiftType.optional(expected).spelling, place: .argument), at: anchor(of: left))
            _ = infer(&right, expected)
            return expected
        }
        if case .nilLiteral = right.kind {
            // `d[k] ?? nil` where an Int is expected.
            if let hint, !hint.isOptional, !hint.isUnknown {
                report(Msg.Typing.nilNotAllowed(hint.spelling, place: .argument), at: right.span.start)
            }
            return l
        }
        let r = infer(&right, wrapped)
        if convert(&right, from: r, to: wrapped) { return wrapped }
        // `c.asciiValue ?? 0`: the literal is a `UInt8`, which the run time carries as an `Int`.
        if wrapped.fixedWidthNumber != nil, literals.kind(right) == .integers { return wrapped }
        if r.matches(l) { return l }
        // Without a type around it, swiftc finds no `??` for the two sides.
        guard hint != nil else {
            reportOperands("??", l, r, left, right)
            return wrapped
        }
        report(Msg.Typing.cannotConvert(r.spelling, wrapped.spelling, place: .argument), at: right.span.start)
        return wrapped
    }

    /// A `+` join, which swiftc types as text when the other branch is a String.
    private static func isTextJoin(_ e: Expr) -> Bool {
        if case .binary("+", _, _) = e.kind { return true }
        return false
    }
}
