import Language
import Messages

/// Choosing among overloads: by labels, by parameter types, and by how few literals a candidate retypes.
extension TypeChecker {
    /// A method call among `methods`, declared in `owner` (the value's type or a supertype).
    func resolveMethod(_ methods: [(FunctionDecl, String)], owner: NominalDecl, _ arguments: inout [Argument],
                       name: String, bindings: [String: SwiftType] = [:], hint: SwiftType? = nil,
                       at span: Span) -> SwiftType {
        let before = escapingThrows
        let candidates = methods.map { callable($0.0, in: owner.path, file: $0.1).substituting(bindings) }
        let result = resolveOverloads(candidates, &arguments, name: name, hint: hint, at: span)
        noteResolved(methods.map(\.0), &arguments, owner: .method, name: name, since: before, at: span)
        return result
    }

    /// After a call resolved among `candidates`, whose arguments were checked since
    /// `escapingThrows` was `before`: a `throws` one must be under `try`, a `rethrows` one too when
    /// a closure passed to it throws, and a generic one's constraints must hold for the arguments.
    func noteResolved(_ candidates: [FunctionDecl], _ arguments: inout [Argument], owner: Msg.Everyday.GenericOwner,
                      name: String, since before: Int, at span: Span) {
        let labels = arguments.map(\.label)
        let chosen = candidates.count == 1 ? candidates[0]
            : candidates.first { $0.parameters.count == labels.count && $0.parameters.map(\.label) == labels } ?? candidates[0]
        if chosen.isRethrowing {
            noteRethrowingCall(since: before, at: span)
        } else {
            // What a closure passed to it throws goes to the function (a `throws` parameter), not further.
            escapingThrows = before
            noteCall(isThrowing: chosen.isThrowing, at: span)
        }
        checkGenericConstraints(chosen.genericParameters, parameters: chosen.parameters, arguments: arguments,
                                owner: owner, name: name, at: span.start)
    }

    /// Arguments of a call the checker cannot resolve: checked on their own, without a context
    /// that would make an implicit member look like a mistake.
    func inferLoose(_ arguments: inout [Argument]) {
        for index in arguments.indices { _ = infer(&arguments[index].value, .unknown) }
    }

    /// How many numeric literals among `arguments` the candidate's parameters give another
    /// number type than their own (an integer literal to a `Double`).
    private func literalsRetyped(_ candidate: Callable, _ arguments: [Argument]) -> Int {
        guard let assignment = match(candidate.parameters, arguments) else { return 0 }
        var count = 0
        for (argument, parameter) in zip(arguments, assignment) {
            let type = candidate.parameters[parameter].type.wrappedOrSelf
            guard type.isNumeric else { continue }
            switch literals.kind(argument.value) {
            case .integers: if type != .int { count += 1 }
            case .withFloat: if type != .double { count += 1 }
            case .none: break
            }
        }
        return count
    }

    /// Picks the overload Swift would: the one whose labels and argument types fit.
    func resolveOverloads(_ candidates: [Callable], _ arguments: inout [Argument], name: String, hint: SwiftType? = nil,
                          at span: Span) -> SwiftType {
        if candidates.count == 1 { return call(candidates[0], &arguments, name: name, hint: hint, at: span) }
        // A call's overload depends only on its own arguments: chosen once, remembered by the
        // call's place, so overloads nested in overloads are still read in linear time.
        if let chosen = overloadChoices[span], chosen < candidates.count {
            let type = call(candidates[chosen], &arguments, name: name, hint: hint, at: span)
            chosenOverload = candidates[chosen].declaration
            return type
        }
        // Swift ranks a variadic parameter below the rest: `f(1)` calls `f(_ a: Int, _ b: Int = 0)`
        // rather than `f(_ a: Int, _ b: Int...)`.
        let fitting = candidates.indices.filter { labelsFit(candidates[$0].parameters, arguments) }
        let isVariadic = { (index: Int) in candidates[index].parameters.contains(where: \.isVariadic) }
        // …and a generic one below one that is not: `mayor(3, 9)` calls `mayor(_: Int, _: Int)`
        // rather than `mayor<T: Comparable>`.
        let isGeneric = { (index: Int) in !candidates[index].ownGenericParameters.isEmpty }
        let plain = fitting.filter { !isVariadic($0) }
        let labelled = plain.filter { !isGeneric($0) } + plain.filter(isGeneric) + fitting.filter(isVariadic)
        // Of the ones that take the arguments, Swift prefers where a literal keeps its own type
        // (`f(1)` calls `f(_: Int)` rather than `f(_: Double)`, whatever their order).
        let ranksLiterals = arguments.contains { literals.kind($0.value) != .none }
            && labelled.allSatisfy { candidates[$0].ownGenericParameters.isEmpty }
        var taking: [Int] = []
        for index in labelled {
            var copy = arguments
            if speculate({ _ = call(candidates[index], &copy, name: name, hint: hint, at: span) }) {
                taking.append(index)
                if !ranksLiterals { break }
            }
        }
        if let index = taking.min(by: { literalsRetyped(candidates[$0], arguments) < literalsRetyped(candidates[$1], arguments) }) {
            let twins = resultTwins(of: index, among: labelled, candidates)
            if !twins.isEmpty {
                // Chosen by the context, which may differ from one reading to the next: not remembered.
                let chosen = twinFitting(twins, candidates, hint: hint, name: name, at: span) ?? index
                let type = call(candidates[chosen], &arguments, name: name, hint: hint, at: span)
                chosenOverload = candidates[chosen].declaration
                return type
            }
            overloadChoices[span] = index
            let type = call(candidates[index], &arguments, name: name, hint: hint, at: span)
            chosenOverload = candidates[index].declaration
            return type
        }
        if labelled.count == 1 { return call(candidates[labelled[0]], &arguments, name: name, hint: hint, at: span) }
        report(Msg.Typing.noMatchingOverload(name), at: span.start)
        inferLoose(&arguments)
        return candidates.first.map(\.result) ?? .unknown
    }
}
