import Language
import Messages

/// A generic call's arguments, as Swift infers them: from the type expected of the result
/// first, then from the arguments (`par(1, 2.5)` makes `T` a `Double`, so the `1` is one too).
/// What cannot be inferred stays a `parameter`, which the checker treats as unknown.
extension TypeChecker {
    func inferGenericArguments(_ callable: Callable, _ arguments: [Argument], _ assignment: [Int],
                               hint: SwiftType?, at span: Span) -> Callable {
        var names = Set<String>()
        for parameter in callable.parameters { parameter.type.collectParameters(into: &names) }
        guard !names.isEmpty else {
            reportUninferred(callable, callable.ownGenericParameters, arguments, hint: hint, at: span)
            // `let c: Caja = hacer()` of `func hacer<T: Vacio>() -> T`: the result alone tells.
            if speculation == 0, let declaration = callable.declaration, let hint, !hint.isUnknown,
               !callable.ownGenericParameters.isEmpty {
                var evidence: [String: [Evidence]] = [:]
                callable.result.unify(with: hint, fromLiteral: false, callable.ownGenericParameters, &evidence)
                genericCallBindings[span] = (declaration, Self.decide(evidence))
            }
            return callable
        }
        var evidence: [String: [Evidence]] = [:]
        if let hint, !hint.isUnknown {
            callable.result.unify(with: hint, fromLiteral: false, names, &evidence)
        }
        var bindings = dropContradicted(Self.decide(evidence), callable, arguments, assignment)
        let unbound = names.subtracting(bindings.keys)
        guard !unbound.isEmpty else {
            if speculation == 0, let declaration = callable.declaration { genericCallBindings[span] = (declaration, bindings) }
            return callable.substituting(bindings)
        }
        evidence = [:]
        var allInout = true
        for (argument, parameter) in zip(arguments, assignment) {
            let spec = callable.parameters[parameter]
            // A closure's type comes from the other arguments, not the other way round.
            if case .closure = argument.value.kind { continue }
            var mentioned = Set<String>()
            spec.type.collectParameters(into: &mentioned)
            guard !mentioned.isDisjoint(with: unbound) else { continue }
            var type = quietType(argument.value)
            if spec.isVariadic, case .array = spec.type { type = .array(type) }
            spec.type.unify(with: type, fromLiteral: argument.value.isLiteralShaped, unbound, &evidence)
            allInout = allInout && spec.isInout
        }
        bindings.merge(Self.decide(evidence)) { first, _ in first }
        literalsTakeConformingType(&bindings, evidence, of: callable)
        defer { if speculation == 0, let declaration = callable.declaration {
            genericCallBindings[span] = (declaration, bindings)
        } }
        for name in unbound.sorted() where bindings[name] == nil {
            guard let found = evidence[name], let first = found.first,
                  let other = found.first(where: { !$0.type.matches(first.type) }) else { continue }
            // Variables passed `inout` must be of the parameter's type: the second is refused as
            // an argument. Values are refused together, at the call.
            if allInout {
                bindings[name] = first.type
            } else {
                report(Msg.Typing.conflictingGenericArguments(name, first.type.spelling, other.type.spelling), at: span.start)
            }
        }
        reportUninferred(callable, unbound.subtracting(bindings.keys), arguments, hint: hint, at: span)
        return callable.substituting(bindings)
    }

    /// `var p = Pila()` or `let v = vacio()` with nothing to tell what `T` is: swiftc cannot
    /// infer it. Only the callee's own parameters, where nothing is expected at all, and where
    /// every argument has a known type and none is a closure (whose result may be what tells).
    private func reportUninferred(_ callable: Callable, _ unbound: Set<String>, _ arguments: [Argument],
                                  hint: SwiftType?, at span: Span) {
        guard hint == nil, speculation == 0 else { return }
        var inResult = Set<String>()
        callable.result.collectParameters(into: &inResult)
        guard let name = inResult.intersection(unbound).intersection(callable.ownGenericParameters).sorted().first,
              !arguments.contains(where: \.value.holdsClosure),
              arguments.allSatisfy({ !quietType($0.value).isUnknown }) else { return }
        var owner: String?
        if case .nominal(let type, _) = callable.result.wrapped ?? callable.result { owner = type }
        report(Msg.Typing.genericParameterNotInferred(name, of: owner), at: span.start)
    }

    /// What an argument says a parameter is, whether it is only a literal's default type, and
    /// whether it comes from what a function argument takes (a `(Int?) -> String` serves as a
    /// `(T) -> String` of `T == Int` too, so it gives way to other evidence).
    struct Evidence {
        var type: SwiftType
        var fromLiteral: Bool
        var isTaken = false
    }

    /// One type per parameter when the evidence agrees; an integer literal gives way to a
    /// `Double` beside it. Evidence that disagrees binds nothing: swiftc's own error is left
    /// to the argument checks, never a guess.
    private static func decide(_ evidence: [String: [Evidence]]) -> [String: SwiftType] {
        var bindings: [String: SwiftType] = [:]
        for (name, all) in evidence {
            let given = all.filter { !$0.isTaken }
            let found = given.isEmpty ? all : given
            guard let first = found.first else { continue }
            if found.allSatisfy({ $0.type == first.type }) {
                bindings[name] = first.type
            } else if found.allSatisfy({ $0.type == .double || $0.type == .int && $0.fromLiteral }) {
                bindings[name] = .double
            } else if found.allSatisfy({ $0.type == .character || $0.type == .string && $0.fromLiteral }) {
                // `Nodo.par("a" as Character, "b")`: the text literal is a Character too.
                bindings[name] = .character
            }
        }
        return bindings
    }
}

extension SwiftType {
    /// The names of the generic parameters this type mentions.
    func collectParameters(into names: inout Set<String>) {
        switch self {
        case .parameter(let name): names.insert(name)
        case .nominal(_, let arguments), .library(_, let arguments):
            for argument in arguments { argument.collectParameters(into: &names) }
        case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner), .range(let inner, _),
             .inoutParameter(let inner):
            inner.collectParameters(into: &names)
        case .dictionary(let key, let value):
            key.collectParameters(into: &names)
            value.collectParameters(into: &names)
        case .tuple(let elements): for element in elements { element.type.collectParameters(into: &names) }
        case .function(let parameters, let result):
            for parameter in parameters { parameter.collectParameters(into: &names) }
            result.collectParameters(into: &names)
        case .int, .double, .bool, .string, .character, .void, .opaque, .result, .substring, .never, .unknown: break
        }
    }

    /// Matches this type, written with generic parameters, against a concrete one, noting what
    /// each of `names` stands for.
    func unify(with other: SwiftType, fromLiteral: Bool, _ names: Set<String>,
               _ evidence: inout [String: [TypeChecker.Evidence]], taken: Bool = false) {
        func each(_ a: SwiftType, _ b: SwiftType, taken inner: Bool = false) {
            a.unify(with: b, fromLiteral: fromLiteral, names, &evidence, taken: taken != inner)
        }
        switch (self, other) {
        case (.parameter(let name), _):
            guard names.contains(name), !other.isUnknown || other.isParameter else { return }
            evidence[name, default: []].append(.init(type: other, fromLiteral: fromLiteral, isTaken: taken))
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)), (.set(let a), .set(let b)),
             (.metatype(let a), .metatype(let b)), (.range(let a, _), .range(let b, _)),
             (.inoutParameter(let a), .inoutParameter(let b)):
            each(a, b)
        case (.optional(let a), _):
            // A value given where an optional is expected is wrapped into it.
            each(a, other)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            each(k1, k2)
            each(v1, v2)
        case (.tuple(let a), .tuple(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) { each(x.type, y.type) }
        case (.function(let p1, let r1), .function(let p2, let r2)) where p1.count == p2.count:
            for (x, y) in zip(p1, p2) { each(x, y, taken: true) }
            each(r1, r2)
        case (.nominal(let n1, let a1), .nominal(let n2, let a2)) where n1 == n2 && a1.count == a2.count:
            for (x, y) in zip(a1, a2) { each(x, y) }
        case (.library(let k1, let a1), .library(let k2, let a2)) where k1 == k2 && a1.count == a2.count:
            for (x, y) in zip(a1, a2) { each(x, y) }
        default:
            break
        }
    }

    var isParameter: Bool { if case .parameter = self { return true }; return false }
}
