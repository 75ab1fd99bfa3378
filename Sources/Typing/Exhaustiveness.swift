import Language
import Messages

/// An abstract value of a switch subject: what the exhaustiveness check enumerates. A payload
/// or a value of a type with too many values to list (`Int`, `String`, a struct) is `.any`,
/// which only an irrefutable pattern (`_`, `let x`) is sure to match.
indirect enum AbstractValue {
    case any(SwiftType?)
    /// `labels` are the payload's labels, for naming a missing value as the learner writes it.
    case enumCase(name: String, labels: [String?], payload: [AbstractValue]?)
    case bool(Bool)
    case none
    case some(AbstractValue)
    case tuple([AbstractValue])
}

/// Exhaustiveness of `switch` without `default`, like the compiler's: every case (or tuple of
/// cases) no unguarded pattern covers is named. First each value is tried with its payloads
/// left whole; a value left uncovered then has its payloads listed (enums, `Bool`, optionals),
/// so `.a(.x)` and `.a(.y)` together still cover `.a`.
extension TypeChecker {
    func checkExhaustive(_ s: SwitchStmt, subject type: SwiftType) {
        if switchSubjects != nil, speculation == 0 { switchSubjects?[s.span] = type }
        var patterns: [Pattern] = []
        for switchCase in s.cases {
            switch switchCase.label {
            case .defaultCase, .unknownDefault: return
            case .items(let items):
                // A guarded item may fail, so it covers nothing.
                patterns += items.filter { $0.guardExpression == nil }.map(\.pattern)
            }
        }
        guard let domain = values(of: type, depth: 0) ?? openEnded(type), domain.count <= 512 else { return }
        var wholeMissing: [Int] = []
        var missing: [(order: Int, text: String)] = []
        for (index, value) in domain.enumerated() where !patterns.contains(where: { matches($0, value) }) {
            let expanded = expand(value, depth: 0)
            guard expanded.count <= 1024 else { return }
            let uncovered = expanded.filter { candidate in !patterns.contains { matches($0, candidate) } }
            if uncovered.count == expanded.count {
                wholeMissing.append(index)
            } else {
                missing += uncovered.map { (index, TypeChecker.render($0, detailed: true)) }
            }
        }
        missing += mergedTerms(wholeMissing, domain: domain, type: type)
        guard !missing.isEmpty else { return }
        let names = missing.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.text)
        // Only `default` (or a pattern that takes any value) covers a String or an Int.
        report(names == ["_"] ? Msg.Check.needsDefault : Msg.Check.notExhaustive(names), at: s.span.start)
    }

    // MARK: - Values

    /// Every value of a type with payloads left whole, or nil when the type is not one the check
    /// can enumerate (then it says nothing).
    func values(of type: SwiftType, depth: Int) -> [AbstractValue]? {
        guard depth < 4 else { return nil }
        switch type {
        case .bool: return [.bool(true), .bool(false)]
        case .nominal:
            guard let info = nominal(type), info.kind == .enumType else { return nil }
            return info.cases.map { element in
                .enumCase(name: element.name, labels: element.payload?.map(\.label) ?? [],
                          payload: payload(of: element, in: info).map { $0.map { .any($0.type) } })
            }
        case .optional(let wrapped):
            guard let inner = values(of: wrapped, depth: depth + 1) ?? openEnded(wrapped) else { return nil }
            return [.none] + inner.map { .some($0) }
        case .tuple(let elements):
            var product: [[AbstractValue]] = [[]]
            for element in elements {
                guard let choices = values(of: element.type, depth: depth + 1) ?? openEnded(element.type) else { return nil }
                product = product.flatMap { prefix in choices.map { prefix + [$0] } }
                if product.count > 512 { return nil }
            }
            return product.map { .tuple($0) }
        case .int, .double, .string, .character, .void, .array, .dictionary, .set, .function, .inoutParameter, .metatype, .range, .opaque, .result,
             .substring, .library, .never, .unknown, .parameter:
            return nil
        }
    }

    /// A type with too many values to list (`Int`, `String`, a struct): one value that only an
    /// irrefutable pattern covers, as swiftc requires a `default` even when ranges cover them all.
    /// Nil for a type the checker does not know well enough to say.
    private func openEnded(_ type: SwiftType) -> [AbstractValue]? {
        switch type {
        case .int, .double, .string, .character, .substring, .array, .dictionary, .set, .range:
            return [.any(type)]
        case .nominal:
            guard let info = nominal(type), info.kind == .structType || info.kind == .classType else { return nil }
            return [.any(type)]
        case .bool, .optional, .tuple, .void, .function, .inoutParameter, .metatype, .opaque, .result, .library, .never, .unknown, .parameter:
            return nil
        }
    }

    /// The value with every `.any` payload of an enumerable type replaced by each of its values.
    func expand(_ value: AbstractValue, depth: Int) -> [AbstractValue] {
        guard depth < 3 else { return [value] }
        switch value {
        case .any(let type):
            guard let type, let choices = values(of: type, depth: 0), !choices.isEmpty else { return [value] }
            return choices.flatMap { expand($0, depth: depth + 1) }
        case .enumCase(let name, let labels, let payload?):
            return product(payload.map { expand($0, depth: depth) }).map { .enumCase(name: name, labels: labels, payload: $0) }
        case .some(let inner):
            return expand(inner, depth: depth).map { .some($0) }
        case .tuple(let elements):
            return product(elements.map { expand($0, depth: depth) }).map { .tuple($0) }
        case .enumCase, .bool, .none:
            return [value]
        }
    }

    private func product(_ choices: [[AbstractValue]]) -> [[AbstractValue]] {
        var result: [[AbstractValue]] = [[]]
        for options in choices {
            result = result.flatMap { prefix in options.map { prefix + [$0] } }
            if result.count > 2048 { return Array(result.prefix(2048)) }
        }
        return result
    }

    // MARK: - Matching

    /// Whether `pattern` surely matches every value `value` stands for.
    func matches(_ pattern: Pattern, _ value: AbstractValue) -> Bool {
        switch pattern.kind {
        case .wildcard, .binding: return true
        case .valueBinding(_, let inner), .typed(let inner, _): return matches(inner, value)
        case .tuple(let elements):
            guard case .tuple(let values) = value else {
                return elements.allSatisfy { matches($0.pattern, value) && isIrrefutable($0.pattern) }
            }
            return elements.count == values.count && zip(elements, values).allSatisfy { matches($0.pattern, $1) }
        case .enumCase(_, let name, let payload):
            switch value {
            case .enumCase(let caseName, _, let values):
                return name == caseName && matches(payload, values)
            case .none: return name == "none" && payload == nil
            case .some(let inner):
                // `case .hoja:` on a `Destino?` matches `.some(.hoja)`, as Swift allows.
                guard name == "some" else { return matches(pattern, inner) }
                guard let payload else { return true }
                return payload.count == 1 && matches(payload[0].pattern, inner)
            case .any, .bool, .tuple: return false
            }
        case .optionalSome(let inner):
            if case .some(let wrapped) = value { return matches(inner, wrapped) }
            return false
        case .expression(let e):
            if case .nilLiteral = e.kind, case .none = value { return true }
            if case .booleanLiteral(let b) = e.kind, case .bool(let v) = value { return b == v }
            if case .implicitMember(let name) = e.kind, case .enumCase(let caseName, _, nil) = value { return name == caseName }
            // Any other value (a constant, a number) may or may not be equal: it proves nothing.
            return false
        case .cast, .isType:
            return false
        }
    }

    /// `.a` matches any payload; `.a(p, q)` needs each payload element matched, and
    /// `.a(let t)` binds a several-element payload whole.
    private func matches(_ patterns: [PatternElement]?, _ values: [AbstractValue]?) -> Bool {
        guard let patterns else { return true }
        guard let values else { return false }
        if patterns.count == values.count { return zip(patterns, values).allSatisfy { matches($0.pattern, $1) } }
        return patterns.count == 1 && values.count > 1 && matches(patterns[0].pattern, .tuple(values))
    }

    private func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .binding: return true
        case .valueBinding(_, let inner), .typed(let inner, _): return isIrrefutable(inner)
        case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
        case .enumCase, .optionalSome, .expression, .cast, .isType: return false
        }
    }
}
