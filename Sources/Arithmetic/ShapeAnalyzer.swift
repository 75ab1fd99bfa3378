import Interpreter
import Language

/// Builds a type's `ShapeFormula` from what the interpreter knows of it (DESIGN §7).
/// Only stored properties count: computed and static ones hold no state of the value.
public struct ShapeAnalyzer {
    let interpreter: Interpreter

    public init(interpreter: Interpreter) { self.interpreter = interpreter }

    public func formula(of type: RuntimeType) -> ShapeFormula {
        let builder = Builder(interpreter: interpreter)
        return builder.formula(of: type)
    }
}

/// One analysis: the types being expanded (to stop at recursion instead of looping) and the
/// formulas already built (a type used by many fields is analysed once).
private final class Builder {
    let interpreter: Interpreter
    var expanding: Set<ObjectIdentifier> = []
    var built: [ObjectIdentifier: ShapeFormula] = [:]

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    func formula(of type: RuntimeType) -> ShapeFormula {
        let name = type.displayName
        switch type {
        case .bool:
            return ShapeFormula(typeName: name, type: type, node: .flag)
        case .int, .double, .string, .array, .dictionary, .set, .range, .function:
            return ShapeFormula(typeName: name, type: type, node: .unbounded)
        case .opaque(let opaqueName):
            // `Never` has no values; every other opaque type (`Date`, `Task`, a name the subset
            // does not look inside) is one shape with values we do not count.
            let node: ShapeFormula.Node = opaqueName == "Never" ? .uninhabited : .unbounded
            return ShapeFormula(typeName: name, type: type, node: node)
        case .optional(let wrapped):
            return ShapeFormula(typeName: name, type: type, node: .optional(formula(of: wrapped)))
        case .tuple(let elements):
            let components = elements.map { ShapeFormula.Component(label: $0.label, formula: formula(of: $0.type)) }
            return ShapeFormula(typeName: name, type: type, node: .fields(components, .tuple))
        case .nominal(let info):
            return nominal(info, type: type)
        }
    }

    private func nominal(_ info: TypeInfo, type: RuntimeType) -> ShapeFormula {
        let key = ObjectIdentifier(info)
        if let done = built[key] { return done }
        guard !expanding.contains(key) else {
            return ShapeFormula(typeName: info.qualifiedName, type: type, node: .recursive)
        }
        expanding.insert(key)
        defer { expanding.remove(key) }
        let node: ShapeFormula.Node
        switch info.kind {
        case .enumeration: node = .variants(info.cases.map { variant($0, of: info) })
        case .structure: node = .fields(fields(of: info), .structure)
        case .classType: node = .fields(fields(of: info), .classType)
        case .builtin: node = .unbounded
        }
        let result = ShapeFormula(typeName: info.qualifiedName, type: type, node: node)
        // A formula that stopped at a type on the way in is only right from where it was built.
        if !result.containsRecursion { built[key] = result }
        return result
    }

    private func variant(_ info: EnumCaseElement, of type: TypeInfo) -> ShapeFormula.Variant {
        let payload = info.payloadElements.map { element in
            ShapeFormula.Component(label: element.label,
                                   formula: formula(of: interpreter.resolve(element.type, in: type)))
        }
        return ShapeFormula.Variant(name: info.name, payload: payload, count: ShapeFormula.product(payload))
    }

    private func fields(of type: TypeInfo) -> [ShapeFormula.Component] {
        let types = interpreter.storedPropertyTypes(of: type)
        return zip(type.storedProperties, types).map { property, fieldType in
            let resolved = fieldType ?? .opaque("Any")
            let formula: ShapeFormula
            if property.isLet, property.initializer != nil {
                formula = ShapeFormula(typeName: resolved.displayName, type: resolved, node: .constant)
            } else {
                formula = self.formula(of: resolved)
            }
            return ShapeFormula.Component(label: property.fieldName, formula: formula)
        }
    }
}
