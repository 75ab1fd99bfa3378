import Language
import Messages

/// `Equatable` and `Hashable` as swiftc judges a type that declares them: it synthesizes `==`
/// and `hash(into:)` for a struct whose stored properties (an enum whose payloads) all conform,
/// never for a class; what it cannot synthesize the type must write. And `Hasher`, the one
/// `hash(into:)` receives: `combine` of a `Hashable` value is all lesson runs of it.
extension TypeChecker {
    /// The protocols swiftc says `type` does not conform to for declaring `name` (`Hashable`
    /// without what it needs reports `Equatable` too, as swiftc does, unless it is written as well).
    func unsynthesizable(_ name: String, in type: NominalDecl) -> [String] {
        switch name {
        case "Equatable":
            return lacksWrittenEquality(type) && !synthesizesAll(type, \.isEquatableMember) ? ["Equatable"] : []
        case "Hashable":
            var missing: [String] = []
            if lacksWrittenHash(type), !synthesizesAll(type, \.isHashableMember) { missing.append("Hashable") }
            if !type.inheritedNames.contains("Equatable"), lacksWrittenEquality(type), !synthesizesAll(type, \.isEquatableMember) {
                missing.append("Equatable")
            }
            return missing
        default:
            return []
        }
    }

    private func lacksWrittenEquality(_ type: NominalDecl) -> Bool {
        inheritedMethods("==", in: type, isStatic: true) == nil && program.functions["=="] == nil
    }

    private func lacksWrittenHash(_ type: NominalDecl) -> Bool {
        let hash = inheritedMethods("hash", in: type, isStatic: false)?.methods.contains { $0.0.parameters.map(\.label) == ["into"] }
        return hash != true && inheritedProperty("hashValue", in: type) == nil
    }

    /// Whether swiftc can synthesize the requirement: a struct's stored properties, an enum's
    /// payloads, all of a kind `conforming` accepts; a class, only through its superclass.
    private func synthesizesAll(_ type: NominalDecl, _ conforming: KeyPath<MemberConformance, Bool>) -> Bool {
        switch type.kind {
        case .classType, .protocolType:
            return superclass(of: type) != nil
        case .structType:
            return type.storedProperties.allSatisfy { MemberConformance(self, propertyType($0, in: type))[keyPath: conforming] }
        case .enumType:
            return type.cases.allSatisfy { element in
                (payload(of: element, in: type) ?? []).allSatisfy { MemberConformance(self, $0.type)[keyPath: conforming] }
            }
        }
    }

    /// Whether values of a type are `Equatable` / `Hashable` for a synthesized conformance that
    /// holds them. What the checker does not know (a generic parameter, a protocol it does not
    /// model) proves nothing: no opinion, no error.
    struct MemberConformance {
        let checker: TypeChecker
        let type: SwiftType
        init(_ checker: TypeChecker, _ type: SwiftType) { self.checker = checker; self.type = type }

        var isEquatableMember: Bool { conforms(hashing: false) }
        var isHashableMember: Bool { conforms(hashing: true) }

        private func conforms(hashing: Bool) -> Bool {
            switch type {
            case .int, .double, .bool, .string, .character, .substring, .unknown, .parameter, .never, .void, .library, .set, .result:
                return true
            case .optional(let inner), .array(let inner), .range(let inner, _):
                return MemberConformance(checker, inner).conforms(hashing: hashing)
            case .dictionary(_, let value):
                return MemberConformance(checker, value).conforms(hashing: hashing)
            case .tuple, .function, .inoutParameter, .metatype:
                return false
            case .opaque(let name):
                return name != "Any" && !name.hasPrefix("any ")
            case .nominal:
                guard let decl = checker.nominal(type) else { return true }
                if decl.kind == .protocolType { return false }
                if decl.kind == .enumType, decl.cases.allSatisfy({ $0.payload == nil }) { return true }
                if checker.rawType(of: decl) != nil || checker.conforms(decl, to: "Hashable") { return true }
                if !hashing, checker.conforms(decl, to: "Equatable") || checker.conforms(decl, to: "Comparable") { return true }
                // A protocol lesson does not model may refine the one asked for.
                return decl.inheritedNames.contains { checker.program.lookup([$0], from: []) == nil && !Library.allProtocols.contains($0)
                    && !TypeChecker.protocolsWithoutEquality.contains($0) }
            }
        }
    }

    /// `hasher.combine(valor)`: the value must be `Hashable`, the hasher a `var` (or `inout`).
    func callHasher(_ name: String, on base: Expr, _ arguments: inout [Argument], at nameOffset: Int) -> SwiftType {
        guard name == "combine", arguments.count == 1, arguments[0].label == nil else {
            if name != "combine" { report(Msg.Run.libraryMemberOutsideSubset(name, of: "Hasher"), at: nameOffset) }
            inferLoose(&arguments)
            return .unknown
        }
        checkAssignable(base, .mutatingCall(name), at: nameOffset)
        let combined = infer(&arguments[0].value, nil)
        if !MemberConformance(self, combined).isHashableMember {
            report(Msg.Everyday.requiresConformance(kind: .method, name, combined.spelling, "Hashable"), at: nameOffset)
        }
        return .void
    }

    /// `Hasher()`: what it would give (`finalize()`) changes from run to run in Swift.
    func refuseOwnHasher(_ arguments: inout [Argument], at offset: Int) -> SwiftType {
        report(Msg.Everyday.ownHasher, at: offset)
        inferLoose(&arguments)
        return .opaque("Hasher")
    }
}
