import Language
import Messages

/// Arguments against parameters: labels first, as swiftc reports them, then types.
extension TypeChecker {
    private func isTrailingClosure(_ arguments: [Argument], _ index: Int) -> Bool {
        arguments.isTrailingClosure(at: index)
    }

    /// Whether the trailing closure at `next` passes over `parameters[index]` (see `trailingClosure(at:skips:…)`).
    private func trailingClosureSkips(_ parameters: [ParameterSpec], _ index: Int, _ arguments: [Argument], _ next: Int) -> Bool {
        let parameter = parameters[index]
        guard parameter.label != arguments[next].label else { return false }
        var type = parameter.type
        while case .optional(let wrapped) = type { type = wrapped }
        let takesFunction: Bool
        if case .function = type { takesFunction = true } else { takesFunction = false }
        return arguments.trailingClosure(at: next, skips: parameter.hasDefault || parameter.isVariadic, takesFunction: takesFunction,
                                         laterNeedsArgument: parameters[(index + 1)...].contains { !$0.hasDefault && !$0.isVariadic })
    }

    /// Which parameter each argument goes to, or nil when the labels do not fit.
    func match(_ parameters: [ParameterSpec], _ arguments: [Argument]) -> [Int]? {
        var assignment: [Int] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                // The first value carries the label; the ones after it none.
                guard next < arguments.count, arguments[next].label == parameter.label else { continue }
                repeat {
                    assignment.append(index)
                    next += 1
                } while next < arguments.count && arguments[next].label == nil && !isTrailingClosure(arguments, next)
            } else if next < arguments.count, trailingClosureSkips(parameters, index, arguments, next) {
                continue
            } else if next < arguments.count,
               arguments[next].label == parameter.label || isTrailingClosure(arguments, next) {
                assignment.append(index)
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == arguments.count ? assignment : nil
    }

    func labelsFit(_ parameters: [ParameterSpec], _ arguments: [Argument]) -> Bool {
        match(parameters, arguments) != nil
    }

    func call(_ written: Callable, _ arguments: inout [Argument], name: String?, hint: SwiftType? = nil,
              at span: Span) -> SwiftType {
        guard let assignment = match(written.parameters, arguments) else {
            reportLabels(written.parameters, arguments, at: span)
            inferLoose(&arguments)
            return written.result
        }
        let callable = inferGenericArguments(written, arguments, assignment, hint: hint, at: span)
        for (argument, parameter) in zip(arguments.indices, assignment) {
            var spec = callable.parameters[parameter]
            if spec.isVariadic, case .array(let element) = spec.type { spec.type = element }
            let value = arguments[argument].value
            // `log("visible", si: true)` for `_ mensaje: @autoclosure () -> String`: the value is
            // checked as the closure's result, and goes as the closure that computes it.
            if spec.isAutoclosure, case .function(let inputs, let result) = spec.type, inputs.isEmpty, !value.isClosure {
                check(&arguments[argument].value, against: result, .argument)
                let computed = arguments[argument].value
                arguments[argument].value = Expr(.closure(parameters: [], body: [Stmt(.expression(computed), span: computed.span)]),
                                                 span: computed.span)
                continue
            }
            switch (value.kind, spec.isInout) {
            case (.inoutArgument(var inner), true):
                // An inout argument is the variable itself: its type must be the parameter's.
                checkAssignable(inner, .inoutArgument, at: value.span.start)
                let type = infer(&inner, spec.type)
                if !type.matches(spec.type) {
                    report(Msg.Typing.cannotConvert(type.spelling, spec.type.spelling, place: .argument), at: value.span.start)
                }
                arguments[argument].value.kind = .inoutArgument(inner)
            case (.inoutArgument, false):
                check(&arguments[argument].value, against: spec.type, .argument)
                report(Msg.Typing.ampersandWithoutInout(spec.type.spelling), at: value.span.start)
            case (_, true):
                let type = infer(&arguments[argument].value, spec.type)
                report(Msg.Typing.inoutNeedsAmpersand(type.isUnknown ? spec.type.spelling : type.spelling), at: value.span.start)
            default:
                if spec.closureMutatesFirst, case .closure = value.kind { closureMutatesFirstParameter = true }
                let before = escapingThrows
                if spec.closureEscapes {
                    escaping(value) { check(&arguments[argument].value, against: spec.type, .argument) }
                } else {
                    check(&arguments[argument].value, against: spec.type, .argument)
                }
                closureMutatesFirstParameter = false
                if !spec.closureMayThrow, case .closure = value.kind, escapingThrows > before {
                    escapingThrows = before
                    report(Msg.Everyday.throwingClosureToNonThrowing(spec.type.spelling), at: value.span.start)
                }
            }
        }
        if callable.parameters.contains(where: \.isVariadic) { packVariadic(callable.parameters, assignment, &arguments, at: span) }
        return callable.result
    }

    /// The values given to a variadic parameter become one array, which is what the body sees
    /// and what the interpreter passes: `sumar(1, 2, 3)` runs as `sumar([1, 2, 3])` (see
    /// `Parameter.emptyPackOmitted` for none).
    private func packVariadic(_ parameters: [ParameterSpec], _ assignment: [Int], _ arguments: inout [Argument], at span: Span) {
        var packed: [Argument] = []
        for (index, parameter) in parameters.enumerated() {
            let given = zip(arguments, assignment).filter { $0.1 == index }.map(\.0)
            guard parameter.isVariadic else { packed += given; continue }
            let values = given.map(\.value)
            if values.isEmpty,
               Parameter.emptyPackOmitted(label: parameter.label, earlier: parameters[..<index].map { ($0.label, $0.hasDefault) }) {
                continue
            }
            let place = values.isEmpty ? Span(span.end, span.end) : Span(values[0].span.start, values[values.count - 1].span.end)
            packed.append(Argument(label: parameter.label, value: Expr(.arrayLiteral(values), span: place)))
        }
        arguments = packed
    }

    private func labelText(_ label: String?) -> String { (label ?? "_") + ":" }

    /// The type of `e` on its own, when it has one without errors and that type is not `expected`.
    private func typeIfItDoesNotFit(_ e: Expr, _ expected: SwiftType) -> SwiftType? {
        var probe = e
        guard !speculate({ _ = check(&probe, against: expected, .returned) }) else { return nil }
        var own: SwiftType = .unknown
        probe = e
        guard speculate({ own = infer(&probe, nil) }), !own.isUnknown else { return nil }
        return own
    }

    /// Where a closure's written parameters begin (`(a, b)` of `{ (a, b) in … }`): swiftc points there.
    private func parameterClause(of closure: Span) -> Int {
        var offset = closure.start + 1
        while offset < min(closure.end, source.utf8.count), [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(source.utf8[offset]) {
            offset += 1
        }
        return offset < closure.end ? offset : closure.start
    }

    private static func labelOrder(_ a: String?, _ b: String?) -> Bool { (a ?? "") < (b ?? "") }

    /// Labels that do not fit, named as swiftc names them and where it points: at the call's `(`,
    /// but at the argument itself when a lone argument lacks its label; a missing argument where
    /// it should go (before the next one, or at the `)`); an extra one at its value.
    func reportLabels(_ parameters: [ParameterSpec], _ arguments: [Argument], at span: Span) {
        let parenthesis = openingParenthesis(of: arguments, in: span)
        if parameters.count == arguments.count {
            let differing = zip(parameters, arguments).filter { $0.0.label != $0.1.label }
            let missing = differing.compactMap { $0.1.label == nil ? $0.0.label : nil }
            let extraneous = differing.compactMap { $0.0.label == nil ? $0.1.label : nil }
            if missing.count == differing.count {
                if arguments.count == 1 { return report(Msg.Typing.missingLabels(missing), at: arguments[0].value.span.start) }
                return report(Msg.Typing.missingLabels(missing), at: parenthesis)
            }
            if extraneous.count == differing.count { return report(Msg.Typing.extraneousLabels(extraneous), at: parenthesis) }
            // The right labels in the wrong order: swiftc names the first one that comes too late.
            if parameters.map(\.label).sorted(by: Self.labelOrder) == arguments.map(\.label).sorted(by: Self.labelOrder),
               let first = parameters.indices.first(where: { parameters[$0].label != arguments[$0].label }),
               let label = parameters[first].label, let early = arguments.firstIndex(where: { $0.label == label }) {
                return report(Msg.Typing.argumentOrder(label, before: labelText(arguments[first].label).dropLast()),
                              at: argumentStart(arguments, early, in: span))
            }
            let have = arguments.map { labelText($0.label) }.joined()
            let expected = parameters.map { labelText($0.label) }.joined()
            return report(Msg.Typing.wrongLabels(have: have, expected: expected, plural: differing.count > 1), at: parenthesis)
        }
        // Match greedily by labels to find the first argument left over or parameter missing.
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, trailingClosureSkips(parameters, index, arguments, next) { continue }
            if next < arguments.count, arguments[next].label == parameter.label || isTrailingClosure(arguments, next) {
                next += 1
            } else if !parameter.hasDefault {
                if next < arguments.count, arguments.count > parameters.count {
                    return report(Msg.Typing.extraArgument(arguments[next].label), at: valueAnchor(arguments[next].value))
                }
                if next < arguments.count, let label = parameter.label, arguments[next].label == nil,
                   arguments.count == parameters.filter({ !$0.hasDefault }).count {
                    return report(Msg.Typing.missingLabels([label]), at: arguments.count == 1 ? arguments[next].value.span.start : parenthesis)
                }
                // The next argument belongs to a later parameter: this one is missing, just before it
                // (swiftc points right after the argument before, or at the first one).
                if next < arguments.count, parameters[(index + 1)...].contains(where: { $0.label == arguments[next].label }) {
                    return report(Msg.Typing.missingArgument(parameter.label),
                                  at: next > 0 ? arguments[next - 1].value.span.end : argumentStart(arguments, 0, in: span))
                }
                if next < arguments.count {
                    let have = arguments.map { labelText($0.label) }.joined()
                    let expected = parameters.map { labelText($0.label) }.joined()
                    return report(Msg.Typing.wrongLabels(have: have, expected: expected, plural: true), at: parenthesis)
                }
                // Every argument is used: the rest of the parameters without a default are missing
                // (swiftc names them all at the `(`, a single one at the `)`).
                let missing = parameters.indices[index...].filter { !parameters[$0].hasDefault }
                if missing.count > 1 {
                    return report(Msg.Typing.missingArguments(missing.map { parameters[$0].label ?? "#\($0 + 1)" }), at: parenthesis)
                }
                return report(Msg.Typing.missingArgument(parameter.label), at: max(span.end - 1, span.start))
            }
        }
        if next < arguments.count {
            report(Msg.Typing.extraArgument(arguments[next].label), at: valueAnchor(arguments[next].value))
        }
    }

    /// Where an argument is written: its label, or its value when it has none.
    private func argumentStart(_ arguments: [Argument], _ index: Int, in call: Span) -> Int {
        let value = arguments[index].value.span.start
        guard let label = arguments[index].label else { return value }
        // Back from the value over `label:`: a search forward from the call's start would find
        // the label's letters inside the callee's name (the `r` of `Forma.circulo(r: 2)`).
        let bytes = source.utf8
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
        var offset = value - 1
        while offset > call.start, blank.contains(bytes[offset]) { offset -= 1 }
        guard offset > call.start, bytes[offset] == UInt8(ascii: ":") else { return value }
        offset -= 1
        while offset > call.start, blank.contains(bytes[offset]) { offset -= 1 }
        let end = offset + 1
        let start = end - label.utf8.count
        guard start >= call.start, bytes[start..<end].elementsEqual(label.utf8) else { return value }
        return start
    }

    /// The `(` that opens the arguments, found back from the first one (or the call's end).
    private func openingParenthesis(of arguments: [Argument], in call: Span) -> Int {
        var offset = (arguments.isEmpty ? call.end : argumentStart(arguments, 0, in: call)) - 1
        while offset > call.start, offset < source.utf8.count, source.utf8[offset] != UInt8(ascii: "(") { offset -= 1 }
        return offset >= call.start ? offset : call.start
    }

    // MARK: - Closures

    /// The type a closure writes for its parameter at `index` (`{ (acc: inout [String: Int], d) in … }`).
    func writtenParameterType(_ closure: Expr, at index: Int) -> SwiftType? {
        guard case .closure(_, _, let signature) = closure.kind, index < signature.parameterTypes.count,
              let written = signature.parameterTypes[index] else { return nil }
        let type = resolve(written, reporting: false).withoutInout
        return type.isUnknown ? nil : type
    }

    /// `nombres.map { (n: Int) -> Int in … }` over Strings: a closure whose written parameter
    /// types are not what the library method gives is refused at its brace, as swiftc does.
    func refusesWrittenParameters(_ closure: Expr, _ type: SwiftType, taking expected: [SwiftType]) -> Bool {
        guard case .function(let taken, let produced) = type, taken.count == expected.count else { return false }
        if case .closure(_, _, let signature) = closure.kind {
            guard !signature.parameterTypes.isEmpty,
                  zip(taken, expected).contains(where: { !$0.isUnknown && !$1.isUnknown && !$0.matches($1) }) else { return false }
        } else {
            // A function named as the argument (`ns.filter(esPalabra)`, `filter(palabras.contains)`):
            // each value the method gives it must convert to what the function takes.
            guard zip(taken, expected).contains(where: { !$0.isUnknown && !$1.isUnknown && !convertible($1, to: $0) }) else {
                return false
            }
        }
        report(Msg.Typing.cannotConvert(type.spelling, SwiftType.function(expected, produced).spelling, place: .argument),
               at: closure.span.start)
        return true
    }

    func inferClosure(_ parameters: [String], _ signature: inout ClosureSignature, _ body: inout [Stmt], hint: SwiftType?,
                      at span: Span) -> SwiftType {
        let captured = captureBindings(&signature.captures)
        var parameterTypes: [SwiftType] = []
        var result: SwiftType = .unknown
        if case .function(let expected, let expectedResult)? = hint?.wrappedOrSelf {
            parameterTypes = expected
            result = expectedResult
        }
        // What the context gives, before the closure's own written types replace it: `{ (a: Int,
        // b: Int) in … }` where one argument comes is as wrong as `{ a, b in … }`.
        let contextual = parameterTypes
        // `{ (x: Int) -> Int in … }`: what the closure writes is its type, whatever the context.
        if !signature.parameterTypes.isEmpty {
            let written = signature.parameterTypes.map { $0.map { resolve($0) } ?? .unknown }
            parameterTypes = parameterTypes.count == written.count
                ? zip(parameterTypes, written).map { $1.isUnknown ? $0 : $1 } : written
        }
        if let written = signature.result { result = resolve(written) }
        let outerEffects = effects
        effects = Effects(mayThrow: true)
        defer { effects = outerEffects }
        let outerForbidden = implicitSelfForbidden
        implicitSelfForbidden = forbidsImplicitSelf(signature, escapes: nextClosureEscapes)
        if nextClosureEscapes { escapingClosures.append((scopes.count, span.start, [])) }
        let escapingDepth = nextClosureEscapes ? escapingClosures.count : nil
        nextClosureEscapes = false
        defer {
            implicitSelfForbidden = outerForbidden
            if let escapingDepth, escapingClosures.count == escapingDepth { escapingClosures.removeLast() }
        }
        let mutatesFirst = closureMutatesFirstParameter
        closureMutatesFirstParameter = false
        // `{ (k, v) in … }` or `{ $1 - $0 }` given one pair: its parameters are the pair's elements.
        var declaredTypes = parameterTypes
        if parameterTypes.count == 1, parameters.count > 1, case .tuple(let elements) = parameterTypes[0],
           elements.count == parameters.count {
            declaredTypes = elements.map(\.type)
        }
        var contextualCount = contextual.count
        if contextual.count == 1, parameters.count > 1, case .tuple(let elements) = contextual[0], elements.count == parameters.count {
            contextualCount = elements.count
        }
        var arityMismatch = false
        if let hint = hint?.wrappedOrSelf, case .function = hint, parameters.count != declaredTypes.count || parameters.count != contextualCount {
            // swiftc counts what the closure names (or the highest `$n`) against its contextual type,
            // and says nothing more of the closure's type.
            arityMismatch = true
            report(parameters.isEmpty ? Msg.Typing.closureIgnoresArguments(declaredTypes.count)
                                      : Msg.Typing.closureArity(hint.spelling, expected: contextualCount, used: parameters.count),
                   at: parameters.first?.hasPrefix("$") == false ? parameterClause(of: span) : span.start)
        }
        // An `inout` parameter is a variable of its type in the body.
        func isLet(_ index: Int) -> Bool {
            !(mutatesFirst && index == 0) && !(index < declaredTypes.count && declaredTypes[index].isInoutParameter)
        }
        let type: SwiftType = withOwnJumps { withScope {
            if parameters.isEmpty {
                for (index, type) in declaredTypes.enumerated() { declare("$\(index)", type.withoutInout, isLet: isLet(index)) }
            } else {
                for (index, name) in parameters.enumerated() {
                    declare(name, index < declaredTypes.count ? declaredTypes[index].withoutInout : .unknown, isLet: isLet(index))
                }
            }
            for name in scopes[scopes.count - 1].keys { scopes[scopes.count - 1][name]?.isClosureParameter = true }
            declareCaptures(captured)
            returnTypes.append(result)
            defer { returnTypes.removeLast() }
            if body.count == 1, case .expression(var e) = body[0].kind {
                let inferred: SwiftType
                if result.isUnknown || result == .void {
                    inferred = infer(&e, nil)
                } else if let written = signature.result, let own = typeIfItDoesNotFit(e, result) {
                    // `{ (x: Double) -> Int in x * 2 }`: swiftc blames the result the closure declares.
                    report(Msg.Typing.closureResultMismatch(result.spelling, own.spelling), at: written.span.start)
                    inferred = infer(&e, nil)
                } else {
                    inferred = check(&e, against: result, .returned)
                }
                body[0].kind = .expression(e)
                let count = parameters.isEmpty ? parameterTypes.count : parameters.count
                return .function(parameterTypes.isEmpty ? Array(repeating: .unknown, count: count) : parameterTypes,
                                 result.isUnknown ? inferred : result)
            }
            // A lone `if`/`switch` whose branches are single expressions is the closure's value.
            if body.count == 1, Flow.isBranchExpression(body[0]) {
                checkBranchValue(&body[0], against: result)
            } else {
                closureReturns.append([])
                checkStatements(&body)
                let returned = closureReturns.removeLast()
                // A closure of several statements returns on every path, as swiftc requires.
                if !result.isUnknown, result != .void, !flow.exits(body) {
                    reportFlow(Msg.Typing.missingReturn(kind: BodyKind.closure.spelling, result.spelling),
                               at: missingReturnPlace(body, result, max(span.end - 1, span.start)))
                }
                if result.isUnknown, let first = returned.first, !first.isUnknown, returned.allSatisfy({ $0 == first }) {
                    if parameterTypes.isEmpty, !parameters.isEmpty { parameterTypes = Array(repeating: .unknown, count: parameters.count) }
                    return .function(parameterTypes, first)
                }
            }
            // Named parameters without a contextual type: as many as are named, of unknown type.
            if parameterTypes.isEmpty, !parameters.isEmpty { parameterTypes = Array(repeating: .unknown, count: parameters.count) }
            return .function(parameterTypes, result)
        } }
        return arityMismatch ? (hint?.wrappedOrSelf ?? type) : type
    }
}
