import Language

/// `extension Pila: CustomStringConvertible where Elemento: CustomStringConvertible`: a
/// specialization conforms only when its arguments meet the clause, as Swift decides it when
/// it compiles `print(pila)` for `Pila<Punto>`.
extension Interpreter {
    func conformanceHolds(_ conformance: String, for type: TypeInfo) -> Bool {
        let root = type.genericRoot
        guard let requirements = root.declaration?.conditionalConformances[conformance] else { return true }
        for requirement in requirements {
            guard let index = root.genericParameters.firstIndex(of: requirement.name),
                  type.genericArguments.indices.contains(index) else { continue }
            let argument = type.genericArguments[index]
            switch requirement.kind {
            case .conformance:
                if let constraint = requirement.type.simpleName, !runtimeType(argument, conformsTo: constraint) { return false }
            case .sameType:
                // `where T == String`: only that specialization.
                let wanted = resolveType(requirement.type, context: root)
                if printer.genericArgumentName(argument, qualified: true) != printer.genericArgumentName(wanted, qualified: true) {
                    return false
                }
            }
        }
        return true
    }

    /// Whether a generic argument conforms to a protocol the clause names. The library's types
    /// conform to the protocols their printing and comparing rest on; a program's type, to what
    /// it declares (and, through its own clauses, to what they allow).
    func runtimeType(_ type: RuntimeType, conformsTo name: String) -> Bool {
        switch type {
        case .nominal(let info):
            if info.kind == .builtin { return true }
            guard info.conformances.contains(name) || info.allConformances.contains(name) else { return false }
            return conformanceHolds(name, for: info)
        case .int, .double:
            return name != "StringProtocol"
        case .string:
            return !["Numeric", "AdditiveArithmetic", "BinaryInteger", "SignedNumeric", "FloatingPoint"].contains(name)
        case .bool:
            return ["CustomStringConvertible", "LosslessStringConvertible", "Equatable", "Hashable",
                    "CustomDebugStringConvertible"].contains(name)
        case .optional(let wrapped):
            return name == "CustomStringConvertible" || name == "LosslessStringConvertible" || name == "Comparable"
                ? false : runtimeType(wrapped, conformsTo: name)
        case .array(let element), .set(let element):
            return name == "Comparable" || name == "LosslessStringConvertible" ? false : runtimeType(element, conformsTo: name)
        case .dictionary(_, let value):
            return name == "Comparable" || name == "LosslessStringConvertible" ? false : runtimeType(value, conformsTo: name)
        case .range:
            return name == "CustomStringConvertible" || name == "CustomDebugStringConvertible"
        case .tuple, .function:
            return false
        case .opaque:
            return true
        }
    }
}
