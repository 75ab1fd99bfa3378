import Language

/// What a value of one of the program's types stores, as the checker types it: the fields of a
/// struct or a class (a superclass's first, as the run time lays them out) or the cases of an
/// enum, with a generic type's arguments put in (`Caja<Bool>` stores a `Bool`). The arithmetic
/// counts shapes from this, the one model of the declared program.
public enum StoredLayout: Sendable {
    case structure([StoredField])
    case classType([StoredField])
    case enumeration([StoredCase])
    /// A protocol used as a type: any conforming value, which the program does not enumerate.
    case existential
}

public struct StoredField: Sendable {
    public let name: String
    public let type: SwiftType
    /// A `let` with its value written where it is declared: every value holds the same one.
    public let isConstant: Bool
}

public struct StoredCase: Sendable {
    public let name: String
    public let payload: [SwiftType.Element]
}

extension Program {
    /// The layout of one of the program's types; nil for any other type.
    public func storedLayout(of type: SwiftType) -> StoredLayout? {
        guard case .nominal(let name, let arguments) = type, let declaration = types[name] else { return nil }
        let checker = TypeChecker(program: self, source: declaration.source)
        let bindings = Self.bindings(of: declaration, to: arguments)
        switch declaration.kind {
        case .enumType:
            return .enumeration(declaration.cases.map { element in
                let payload = checker.payload(of: element, in: declaration) ?? []
                return StoredCase(name: element.name, payload: payload.map {
                    SwiftType.Element(label: $0.label, type: $0.type.substituting(bindings))
                })
            })
        case .structType:
            return .structure(fields(of: declaration, bindings: bindings, checker: checker))
        case .classType:
            var chain: [NominalDecl] = []
            var ancestor = superclass(of: declaration)
            // A class hierarchy with a cycle is refused elsewhere; here it must only end.
            while let parent = ancestor, !chain.contains(where: { $0 === parent }), parent !== declaration {
                chain.insert(parent, at: 0)
                ancestor = superclass(of: parent)
            }
            let inherited = chain.flatMap { parent in
                fields(of: parent, bindings: [:], checker: TypeChecker(program: self, source: parent.source))
            }
            return .classType(inherited + fields(of: declaration, bindings: bindings, checker: checker))
        case .protocolType:
            return .existential
        }
    }

    /// A type written as text (`Caja<Bool>`, `Destino?`, `Perfil.ID`), resolved from the top
    /// level as a declaration's type is; nil when the text is not a type.
    public func type(written text: String) -> SwiftType? {
        guard let ref = Parse.type(text) else { return nil }
        let checker = TypeChecker(program: self, source: SourceFile(path: "tipo", text: text))
        return checker.resolve(ref, reporting: false)
    }

    private func fields(of declaration: NominalDecl, bindings: [String: SwiftType], checker: TypeChecker) -> [StoredField] {
        declaration.storedProperties.map { property in
            StoredField(name: property.name ?? "", type: checker.propertyType(property, in: declaration).substituting(bindings),
                        isConstant: property.isLet && property.initializer != nil)
        }
    }

    private static func bindings(of declaration: NominalDecl, to arguments: [SwiftType]) -> [String: SwiftType] {
        var bindings: [String: SwiftType] = [:]
        for (parameter, argument) in zip(declaration.genericParameters, arguments) { bindings[parameter.name] = argument }
        return bindings
    }
}
