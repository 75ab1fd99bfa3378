import Language

extension TypeChecker {
    /// What the expected result says a generic parameter is, kept only where the arguments do not
    /// say otherwise: in `let r: String = primero([1, 2])` the numbers make `T` an `Int`, and swiftc
    /// blames the result (`Int?` is no `String`), not each number.
    func dropContradicted(_ bindings: [String: SwiftType], _ callable: Callable, _ arguments: [Argument],
                          _ assignment: [Int]) -> [String: SwiftType] {
        guard !bindings.isEmpty else { return bindings }
        var evidence: [String: [Evidence]] = [:]
        for (argument, parameter) in zip(arguments, assignment) {
            if case .closure = argument.value.kind { continue }
            let spec = callable.parameters[parameter]
            var type = quietType(argument.value)
            if spec.isVariadic, case .array = spec.type { type = .array(type) }
            // A lone literal gives way to the expected result unless the result is the parameter
            // itself (`repetir(3, veces: 2)` where `[String]` is expected blames the `3`).
            let literal: Bool
            switch argument.value.kind {
            case .arrayLiteral, .dictionaryLiteral: literal = Self.writtenAsLiterals(argument.value)
            default: literal = callable.result.isParameter && argument.value.isLiteralShaped
            }
            spec.type.unify(with: type, fromLiteral: literal, Set(bindings.keys), &evidence)
        }
        let basic: (SwiftType) -> Bool = { [.int, .double, .string, .bool, .character].contains($0) }
        return bindings.filter { name, bound in
            guard basic(bound) else { return true }
            return !(evidence[name] ?? []).contains { given in
                // A value of its own type is blamed itself, as swiftc does: only literals give way.
                guard given.fromLiteral, basic(given.type), given.type != bound else { return false }
                // A whole number written as such is a `Double` too; text of one letter a `Character`.
                if given.type == .int, bound == .double { return false }
                if given.type == .string, bound == .character { return false }
                return true
            }
        }
    }
}

extension TypeChecker {
    /// `3`, `[1, 2]`, `["a": 1]`: values written only with literals.
    static func writtenAsLiterals(_ e: Expr) -> Bool {
        switch e.kind {
        case .arrayLiteral(let elements): return !elements.isEmpty && elements.allSatisfy(writtenAsLiterals)
        case .dictionaryLiteral(let pairs): return !pairs.isEmpty && pairs.allSatisfy { writtenAsLiterals($0.key) && writtenAsLiterals($0.value) }
        default: return e.isLiteralShaped
        }
    }
}
