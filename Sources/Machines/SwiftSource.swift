import Interpreter
import Language

/// Values written back as Swift expressions, when they can be (for exported tests).
public enum SwiftSource {
    /// The statement that applies one step of `machine` to the variable `variable`
    /// (`estado = siguiente(estado, ante: evento)` or `_ = reduce(into: &estado, action: evento)`).
    public static func step(_ machine: Machine, variable: String, event: String) -> String {
        let name = machine.function.node.name
        let label = machine.eventLabel.map { "\($0): " } ?? ""
        switch machine.shape {
        case .transition: return "\(variable) = \(name)(\(variable), \(label)\(event))"
        case .reducer: return "_ = \(name)(into: &\(variable), \(label)\(event))"
        case .method: return "\(variable).\(name)(\(label)\(event))"
        case .feature:
            // TCA's `Reducer.reduce(into:action:)`, which runs the feature's body.
            let feature = machine.owner?.qualifiedName ?? name
            return "_ = \(feature)().reduce(into: &\(variable), action: \(event))"
        }
    }

    public static func expression(_ value: Value, needsTestError: inout Bool) -> String? {
        switch value {
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float: return ValuePrinter.short.debugDescription(value)
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return expression(wrapped, needsTestError: &needsTestError)
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                guard let part = expression(element, needsTestError: &needsTestError) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            var parts: [String] = []
            for (label, element) in zip(tuple.labels, tuple.elements) {
                guard let part = expression(element, needsTestError: &needsTestError) else { return nil }
                parts.append((label.map { "\($0): " } ?? "") + part)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .enumCase(let e):
            let name = "\(e.type.qualifiedName).\(e.caseName)"
            guard let info = e.caseInfo, info.hasPayload else { return name }
            var parts: [String] = []
            for (element, item) in zip(info.payloadElements, e.payload) {
                guard let part = expression(item, needsTestError: &needsTestError) else { return nil }
                parts.append((element.label.map { "\($0): " } ?? "") + part)
            }
            return name + "(" + parts.joined(separator: ", ") + ")"
        case .structure(let s):
            guard s.type.initializers.isEmpty else { return nil }
            var parts: [String] = []
            for (property, field) in zip(s.type.storedProperties, s.fields) {
                if property.isLet && property.initializer != nil { continue }
                guard let part = expression(field, needsTestError: &needsTestError) else { return nil }
                parts.append("\(property.fieldName): \(part)")
            }
            return "\(s.type.qualifiedName)(" + parts.joined(separator: ", ") + ")"
        case .opaque(let opaque):
            switch opaque.typeName {
            case "Date": return "Date.now"
            case "UUID": return "UUID()"
            case "Error":
                needsTestError = true
                return "ErrorDeLaPrueba()"
            case "Task" where opaque.description.hasSuffix(", Error>"):
                needsTestError = true
                return "\(opaque.description) { throw ErrorDeLaPrueba() }"
            default: return nil
            }
        case .instance, .function, .metatype, .void, .dictionary, .set, .range:
            return nil
        }
    }
}
