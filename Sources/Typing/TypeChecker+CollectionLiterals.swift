import Language
import Messages

/// Array, set and dictionary literals: their elements take the type of the context, or else
/// the one Swift joins them into.
extension TypeChecker {
    func inferArray(_ elements: inout [Expr], hint: SwiftType?, at span: Span) -> SwiftType {
        if case .set(let element)? = hint?.wrappedOrSelf {
            // An array literal where a set is expected is the set (`let s: Set = [1, 1, 2]`).
            if element.isUnknown {
                // `Set<T> = []`, `Set<C.Element> = []`: the type is written, only not known here
                // (a bare `Set = []` is refused where the annotation is completed).
                if elements.isEmpty { return .set(element) }
                if case .array(let inferred) = inferArray(&elements, hint: nil, at: span) { return .set(inferred) }
                return .set(.unknown)
            }
            for index in elements.indices { check(&elements[index], against: element, .element) }
            return .set(element)
        }
        if case .array(let element)? = hint?.wrappedOrSelf {
            for index in elements.indices { check(&elements[index], against: element, .element) }
            return .array(element)
        }
        if case .library(.arraySlice, let arguments)? = hint?.wrappedOrSelf, let element = arguments.first {
            for index in elements.indices { check(&elements[index], against: element, .element) }
            return .library(.arraySlice, [element])
        }
        if case .opaque? = hint?.wrappedOrSelf { for index in elements.indices { _ = infer(&elements[index], nil) }; return hint! }
        guard !elements.isEmpty else {
            if hint == nil { report(Msg.Typing.emptyCollectionNeedsType, at: span.start) }
            return hint?.isUnknown == true ? .unknown : .array(.unknown)
        }
        guard let element = join(&elements) else {
            report(Msg.Typing.heterogeneousArray, at: span.start)
            return .array(.unknown)
        }
        return .array(element)
    }

    /// The type Swift joins a literal's elements (or keys, or values) into, typing each once;
    /// nil when they do not fit one type. Integer literals beside a `Double` are `Double`; the
    /// first element not made of literals gives the type; a `nil` among them makes it optional
    /// (`[nil, 5]` is `[Int?]`) and the others give what it wraps; text literals give it only
    /// when nothing else does.
    private func join(_ elements: inout [Expr]) -> SwiftType? {
        let isNil = elements.map { if case .nilLiteral = $0.kind { true } else { false } }
        let kinds = elements.map { literals.kind($0) }
        var element: SwiftType
        var typed: Int?
        // A text literal beside a `Character` is one (`["-", letra]`): the other element gives the type.
        let isText = elements.map { e in
            guard case .stringLiteral(let segments) = e.kind else { return false }
            return segments.allSatisfy { if case .text = $0 { true } else { false } }
        }
        let untyped = kinds.indices.filter { kinds[$0] == .none && !isNil[$0] }
        if let first = untyped.first(where: { !isText[$0] }) ?? untyped.first {
            element = infer(&elements[first], nil)
            typed = first
        } else if isNil.allSatisfy({ $0 }) {
            element = infer(&elements[0], nil)
            typed = 0
        } else {
            element = kinds.contains(.withFloat) ? .double : .int
        }
        if isNil.contains(true), !isNil.allSatisfy({ $0 }), !element.isUnknown, !element.isOptional {
            let inner = element
            element = .optional(inner)
            if let typed { _ = convert(&elements[typed], from: inner, to: element) }
        }
        for index in elements.indices where index != typed {
            let type = infer(&elements[index], element)
            if convert(&elements[index], from: type, to: element) { continue }
            // `[becario, gerente]`: instances of classes join into their closest common
            // superclass, as in Swift (an upcast needs nothing written into the tree).
            guard let common = commonSuperclass(element, type) else { return nil }
            element = common
        }
        return element
    }

    /// The closest class both `a` and `b` are (or inherit from); nil unless both are classes.
    private func commonSuperclass(_ a: SwiftType, _ b: SwiftType) -> SwiftType? {
        guard var level = nominal(a), level.kind == .classType, level.genericParameters.isEmpty,
              nominal(b)?.kind == .classType else { return nil }
        while true {
            let candidate = SwiftType.nominal(level.path.joined(separator: "."))
            if convertible(b, to: candidate) { return candidate }
            guard let parent = program.superclass(of: level) else { return nil }
            level = parent
        }
    }

    func inferDictionary(_ pairs: inout [(key: Expr, value: Expr)], hint: SwiftType?, at span: Span) -> SwiftType {
        if case .dictionary(let key, let value)? = hint?.wrappedOrSelf {
            for index in pairs.indices {
                check(&pairs[index].key, against: key, .dictionaryKey)
                check(&pairs[index].value, against: value, .dictionaryValue)
            }
            return .dictionary(key, value)
        }
        guard !pairs.isEmpty else {
            if hint == nil { report(Msg.Typing.emptyCollectionNeedsType, at: span.start) }
            return .dictionary(.unknown, .unknown)
        }
        // Keys and values are joined as an array's elements are (`["a": 1, "b": 2.5]` is `[String: Double]`).
        var keys = pairs.map(\.key), values = pairs.map(\.value)
        let key = join(&keys), value = join(&values)
        for index in pairs.indices { pairs[index] = (keys[index], values[index]) }
        guard let key, let value else {
            report(Msg.Typing.heterogeneousDictionary, at: span.start)
            return .dictionary(.unknown, .unknown)
        }
        return .dictionary(key, value)
    }
}
