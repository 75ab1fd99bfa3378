import Language
import Messages

/// A program's own `==` and `hash(into:)` as sets and dictionaries use them: a type that writes
/// `==` gets a `KeyIdentity` when it is linked, and its values, as members or keys (or inside
/// them), are found by that `==` and hashed by what its `hash(into:)` combines (by its fields when
/// it has none, as Swift synthesizes it). The `Hasher` it receives is a value of the library's
/// `Hasher` type that gathers what `combine` is given.
extension Interpreter {
    func linkKeyIdentity(_ type: TypeInfo) {
        let writesEquality = type.kind != .builtin
            && type.staticMethods["=="]?.contains { $0.node.parameters.count == 2 } == true
        guard writesEquality else { type.keyIdentity = nil; return }
        if type.keyIdentity == nil {
            type.keyIdentity = KeyIdentity(hash: { [weak self] value in self?.declaredHash(value) ?? 0 },
                                           equal: { [weak self] a, b in self?.declaredEqual(a, b) ?? false })
        }
    }

    /// The failure a set or a dictionary met in the program's `==` or `hash(into:)`, thrown by
    /// the `tick` after it (which `recordKeyFailure` made the step budget's).
    @inline(never)
    func pendingKeyFailure() -> Error? {
        guard let (failure, counted) = keyFailure else { return nil }
        keyFailure = nil
        steps = counted
        return failure
    }

    private func recordKeyFailure(_ failure: Error) {
        guard keyFailure == nil else { return }
        keyFailure = (failure, steps)
        steps = stepBudget
    }

    private func declaredEqual(_ a: Value, _ b: Value) -> Bool {
        do { return try equal(a, b, span: currentSpan(of: a)) } catch {
            recordKeyFailure(error)
            return false
        }
    }

    private func declaredHash(_ value: Value) -> Int {
        guard let owner = ownerType(of: value) else { return 0 }
        let parts: [Value]
        if let method = owner.methods["hash"]?.first(where: { $0.node.parameters.map(\.label) == ["into"] }) {
            do {
                let outcome = try invoke(method, selfValue: value, selfIsMutable: false, context: owner, arguments: [newHasher()],
                                         captured: nil, span: method.node.span)
                parts = outcome.parameters.first.map(Self.combined) ?? []
            } catch {
                recordKeyFailure(error)
                return 0
            }
        } else {
            // Swift's synthesized `hash(into:)`: the case, then each field or payload value.
            switch value {
            case .structure(let s): parts = s.fields
            case .enumCase(let e): parts = [.int(e.caseIndex)] + e.payload
            case .instance: parts = []
            case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .tuple, .function,
                 .metatype, .opaque, .void:
                parts = [value]
            }
        }
        return ValueKey.hash(ofParts: parts)
    }

    private func currentSpan(of value: Value) -> Span {
        ownerType(of: value)?.staticMethods["=="]?.first?.node.span ?? .none
    }

    func newHasher() -> Value {
        .structure(StructValue(type: builtinTypes.hasher, fields: [.array([])]))
    }

    static func combined(_ hasher: Value) -> [Value] {
        guard case .structure(let s) = hasher, case .array(let parts)? = s.fields.first else { return [] }
        return parts
    }

    func isHasher(_ value: Value) -> Bool {
        if case .structure(let s) = value { return s.type === builtinTypes.hasher }
        return false
    }

    /// `hasher.combine(valor)`, the one member of `Hasher` lesson runs (the checker refuses the others).
    func hasherMethod(_ name: String, on baseExpression: Expr, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        guard name == "combine", let argument = arguments.first else {
            throw error(Msg.Run.libraryMemberOutsideSubset(name, of: "Hasher"), span)
        }
        let part = try evaluate(argument.value, scope, expected: nil)
        try modify(baseExpression, scope, span: span) { hasher in
            guard case .structure(var s) = hasher, case .array(var parts)? = s.fields.first else { return }
            parts.append(part)
            s.fields = [.array(parts)]
            hasher = .structure(s)
        }
        return .void
    }
}
