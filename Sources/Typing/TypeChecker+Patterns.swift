import Language
import Messages

/// Patterns against the type of the value they match, declaring what they bind.
extension TypeChecker {
    func bind(_ pattern: Pattern, to type: SwiftType, isLet: Bool, declaring: Bool = false) {
        switch pattern.kind {
        case .wildcard: break
        case .binding(let name): declare(name, type, isLet: isLet)
        case .valueBinding(let bindsLet, let inner): bind(inner, to: type, isLet: bindsLet, declaring: declaring)
        case .typed(let inner, let written):
            let declared = resolve(written)
            if !declaring, !type.isUnknown, !convertible(type, to: declared) {
                report(Msg.Typing.patternTypeMismatch(declared.spelling, type.spelling), at: pattern.span.start)
            }
            bind(inner, to: declared, isLet: isLet, declaring: declaring)
        case .tuple(let elements):
            guard case .tuple(let types) = type else {
                if !type.isUnknown { report(Msg.Typing.tuplePatternOnNonTuple(type.spelling), at: pattern.span.start) }
                for element in elements { bind(element.pattern, to: .unknown, isLet: isLet, declaring: declaring) }
                return
            }
            guard types.count == elements.count else {
                report(Msg.Typing.tuplePatternLength(type.spelling), at: pattern.span.start)
                for element in elements { bind(element.pattern, to: .unknown, isLet: isLet, declaring: declaring) }
                return
            }
            for (element, elementType) in zip(elements, types) {
                if let label = element.label, let expected = elementType.label, label != expected {
                    report(Msg.Typing.patternLabel(label, expected), at: labelOffset(label, before: element.pattern))
                }
                bind(element.pattern, to: elementType.type, isLet: isLet, declaring: declaring)
            }
        case .optionalSome(let inner):
            guard let wrapped = type.wrapped else {
                if !type.isUnknown { report(Msg.Typing.optionalPatternOnNonOptional(type.spelling), at: pattern.span.start) }
                return bind(inner, to: .unknown, isLet: isLet, declaring: declaring)
            }
            bind(inner, to: wrapped, isLet: isLet, declaring: declaring)
        case .enumCase(let written, let name, let payload):
            bindCase(written, name, payload, against: type, isLet: isLet, at: pattern.span)
        case .expression(var e):
            // `case "a"..."m":` over a `Character`: the bounds take the subject's type.
            var hint = type
            if case .range(_, _, let closed) = e.kind { hint = .range(type.wrappedOrSelf, closed: closed) }
            let matched = infer(&e, hint)
            if type.isUnknown || matched.isUnknown { return }
            if case .range(let bound, _) = matched, bound.matches(type) { return }
            if matched.matches(type) || convertible(matched, to: type) || type.wrapped?.matches(matched) == true { return }
            report(Msg.Typing.expressionPattern(matched.spelling, type.spelling), at: e.span.start)
        case .cast(let inner, let written):
            bind(inner, to: resolve(written), isLet: isLet, declaring: declaring)
        case .isType(let written):
            _ = resolve(written)
        }
    }

    /// Why a tuple pattern cannot take apart a value of `type`: not a tuple, or one of another
    /// length; nil when it can (or when the type is not known).
    func tuplePatternMismatch(_ pattern: Pattern, _ type: SwiftType) -> String? {
        guard case .tuple(let elements) = pattern.kind, !type.isUnknown else { return nil }
        guard case .tuple(let types) = type else { return Msg.Typing.tuplePatternOnNonTuple(type.spelling) }
        return types.count == elements.count ? nil : Msg.Typing.patternCannotMatch(type.spelling)
    }

    /// `let (a, b, c) = par` of a pair: the tuple the pattern asks for, as swiftc writes it
    /// (`(Int, String, _)`), or nil when the counts agree.
    func mismatchedTupleShape(_ pattern: Pattern, _ type: SwiftType) -> String? {
        guard case .tuple(let elements) = pattern.kind, case .tuple(let types) = type, elements.count != types.count else {
            return nil
        }
        return "(" + elements.indices.map { $0 < types.count ? types[$0].type.spelling : "_" }.joined(separator: ", ") + ")"
    }

    /// `.success(let valor)`, `.failure(let error)`: the payload is the Result's argument (a
    /// tuple success taken apart by several patterns, as Swift allows with a warning).
    private func bindResultCase(_ payload: [PatternElement]?, to part: SwiftType, isLet: Bool) {
        guard let payload else { return }
        if payload.count == 1 { return bind(payload[0].pattern, to: part, isLet: isLet) }
        if case .tuple(let elements) = part, elements.count == payload.count {
            for (element, type) in zip(payload, elements) { bind(element.pattern, to: type.type, isLet: isLet) }
            return
        }
        for element in payload { bind(element.pattern, to: .unknown, isLet: isLet) }
    }

    private func bindCase(_ written: TypeRef?, _ name: String, _ payload: [PatternElement]?, against type: SwiftType,
                          isLet: Bool, at span: Span) {
        var subject = type
        if let written { subject = resolve(written) }
        // `.some(x)` / `.none` on an optional; any other case matches inside it, as Swift allows.
        if let wrapped = subject.wrapped {
            if name == "none" { return }
            if name == "some" {
                guard let payload else { return }
                if payload.count == 1 { return bind(payload[0].pattern, to: wrapped, isLet: isLet) }
                if !wrapped.isUnknown {
                    report(Msg.Typing.tuplePatternOnNonTuple(wrapped.spelling), at: offset(of: "(", within: span))
                }
                for element in payload { bind(element.pattern, to: .unknown, isLet: isLet) }
                return
            }
            var inner = wrapped
            while let deeper = inner.wrapped { inner = deeper }
            subject = inner
        }
        if case .result(let success, let failure) = subject, name == "success" || name == "failure" {
            return bindResultCase(payload, to: name == "success" ? success : failure, isLet: isLet)
        }
        // `case .some(.origen)`: a static member of the type, matched by `==` (Swift's `~=`).
        if let decl = nominal(subject), decl.enumCase(name) == nil, payload == nil,
           memberType(name, in: decl, isStatic: true) != nil {
            return
        }
        guard let decl = nominal(subject), decl.kind == .enumType else {
            if let decl = nominal(subject), decl.kind != .protocolType {
                if name != "init", memberType(name, in: decl, isStatic: true) == nil {
                    report(Msg.Typing.typeHasNoMember(decl.name, name), at: offset(of: name, within: span))
                }
            } else if !subject.isUnknown, !subject.isOpaque, nominal(subject) == nil {
                report(Msg.Typing.typeHasNoMember(subject.spelling, name), at: span.start)
            }
            for element in payload ?? [] { bind(element.pattern, to: .unknown, isLet: isLet) }
            return
        }
        guard let element = decl.enumCase(name) else {
            report(Msg.Typing.caseNotFound(name, decl.name), at: offset(of: name, within: span))
            for element in payload ?? [] { bind(element.pattern, to: .unknown, isLet: isLet) }
            return
        }
        guard let payload else { return }
        let bindings = genericBindings(decl, in: subject)
        guard let types = self.payload(of: element, in: decl)?.map({ SwiftType.Element(label: $0.label, type: $0.type.substituting(bindings)) }) else {
            report(Msg.Typing.patternPayloadOnPlainCase(name), at: offset(of: name, within: span))
            for element in payload { bind(element.pattern, to: .unknown, isLet: isLet) }
            return
        }
        // One pattern for several values binds them as a tuple (Swift only warns).
        if payload.count == 1, types.count > 1 {
            return bind(payload[0].pattern, to: .tuple(types), isLet: isLet)
        }
        guard payload.count == types.count else {
            // swiftc points at the payload's `(`; one value without a label is no tuple. In an
            // `if case` or a `guard case` it points at the case's name and counts the one value.
            if patternIsCondition {
                let counted = types.count == 1 && types[0].label == nil ? types[0].type : SwiftType.tuple(types)
                report(Msg.Typing.tuplePatternLength(counted.spelling), at: offset(of: name, within: span))
                for element in payload { bind(element.pattern, to: .unknown, isLet: isLet) }
                return
            }
            let parenthesis = offset(of: "(", within: span)
            if types.count == 1, types[0].label == nil {
                report(Msg.Typing.tuplePatternOnNonTuple(types[0].type.spelling), at: parenthesis)
            } else {
                report(Msg.Typing.tuplePatternLength(SwiftType.tuple(types).spelling), at: parenthesis)
            }
            for element in payload { bind(element.pattern, to: .unknown, isLet: isLet) }
            return
        }
        for (element, type) in zip(payload, types) {
            if let label = element.label, label != type.label {
                report(Msg.Typing.patternLabel(label, type.label ?? "_"), at: labelOffset(label, before: element.pattern))
            }
            bind(element.pattern, to: type.type, isLet: isLet)
        }
    }
}

extension TypeChecker {
    /// Where the label written before an element's pattern starts (`numero` of
    /// `.enviado(numero: let c)`): swiftc points there, not at the pattern.
    func labelOffset(_ label: String, before pattern: Pattern) -> Int {
        let end = pattern.span.start
        let window = max(0, end - label.utf8.count - 8)..<end
        return source.offset(of: label + ":", in: window) ?? source.offset(of: label, in: window) ?? end
    }
}
