import Interpreter
import Language

/// An example value and the Swift a learner would type to get it (`.cargar(id: 1)`,
/// `.llego(Perfil.ejemplo)`), so paths can be shown as REPL lines.
public struct Sample: @unchecked Sendable {
    public let value: Value
    public let source: String
}

/// Example values of a type, for trying events and exploring a machine: the model's own
/// `static let ejemplos` / `ejemplo` first, then literals for built-in types, then values
/// built case by case or field by field from their own samples.
public struct Samples {
    let interpreter: Interpreter
    /// Bounds the product of payload samples, so a wide payload cannot explode the search.
    public var limitPerType = 8

    /// The values the machine compares its payloads against, sent besides the built-in literals.
    var literals: MachineLiterals?

    public init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// Samples for a machine's events: also the literals and stored values its arms compare
    /// payloads against, with their neighbours (`initialState` gives `estado.codigo` its value).
    public init(interpreter: Interpreter, machine: Machine, initialState: Value?) {
        self.interpreter = interpreter
        literals = MachineLiterals(machine: machine, interpreter: interpreter, initialState: initialState)
    }

    public func values(of type: RuntimeType) -> [Value] { samples(of: type, depth: 0).map(\.value) }

    public func samples(of type: RuntimeType) -> [Sample] { samples(of: type, depth: 0) }

    /// Every case of an event enum with sample payloads: what `:eventos` and exploration send.
    public func events(of type: TypeInfo) -> [Value] { eventSamples(of: type).map(\.value) }

    public func eventSamples(of type: TypeInfo) -> [Sample] {
        type.cases.flatMap { caseSamples(type, $0, depth: 0, qualified: false) }
    }

    private func samples(of type: RuntimeType, depth: Int) -> [Sample] {
        guard depth < 4 else { return [] }
        switch type {
        case .int:
            return [Sample(value: .int(1), source: "1")]
                + (literals?.ints ?? []).filter { $0 != 1 }.map { Sample(value: .int($0), source: String($0)) }
        case .double:
            return [Sample(value: .double(1.5), source: "1.5")]
                + (literals?.doubles ?? []).filter { $0 != 1.5 }.map {
                    Sample(value: .double($0), source: ValuePrinter.short.debugDescription(.double($0)))
                }
        case .bool: return [Sample(value: .bool(false), source: "false"), Sample(value: .bool(true), source: "true")]
        case .string:
            return [Sample(value: .string("texto"), source: "\"texto\"")]
                + (literals?.strings ?? []).filter { $0 != "texto" }.map {
                    Sample(value: .string($0), source: ValuePrinter.short.debugDescription(.string($0)))
                }
        case .optional(let wrapped):
            return [Sample(value: .none, source: "nil")]
                + samples(of: wrapped, depth: depth + 1).map { Sample(value: .optional($0.value), source: $0.source) }
        case .array: return [Sample(value: .array([]), source: "[]")]
        case .dictionary, .set, .range, .function: return []
        case .tuple(let elements):
            let firsts = elements.map { samples(of: $0.type, depth: depth + 1).first }
            guard firsts.allSatisfy({ $0 != nil }) else { return [] }
            let chosen = firsts.map { $0! }
            let text = "(" + zip(elements, chosen).map { ($0.label.map { "\($0): " } ?? "") + $1.source }
                .joined(separator: ", ") + ")"
            return [Sample(value: .tuple(TupleValue(labels: elements.map(\.label), elements: chosen.map(\.value))),
                           source: text)]
        case .opaque(let name):
            let base = String(name.prefix { $0 != "<" })
            if base == "Error" {
                // The model's own errors with examples are values a learner can type.
                let errors = interpreter.allTypes.filter { $0.conformances.contains("Error") }
                    .flatMap { declaredExamples($0) ?? [] }
                if !errors.isEmpty { return errors }
            }
            if let value = interpreter.builtinOpaqueValue(name) {
                // Only dates and UUIDs can be written back; a task or an error stays opaque (`…`).
                let source = base == "Date" ? ".now" : base == "UUID" ? "UUID()" : "…"
                return [Sample(value: value, source: source)]
            }
            return []
        case .nominal(let info):
            return nominalSamples(info, depth: depth)
        }
    }

    private func nominalSamples(_ info: TypeInfo, depth: Int) -> [Sample] {
        if let declared = declaredExamples(info) { return declared }
        switch info.kind {
        case .enumeration:
            return Array(info.cases.flatMap { caseSamples(info, $0, depth: depth + 1, qualified: true) }
                .prefix(limitPerType * 4))
        case .structure:
            var fields: [Value] = []
            var arguments: [String] = []
            let defaults = (try? interpreter.defaultFieldValues(info)) ?? []
            for (index, property) in info.storedProperties.enumerated() {
                // A constant keeps its value, and a property written without a type
                // (`var intentos = 0`) starts from its default, which the memberwise init also uses.
                if property.initializer != nil, property.isLet || property.type == nil, index < defaults.count {
                    fields.append(defaults[index])
                    continue
                }
                let type = property.type.map { interpreter.resolve($0, inside: info) } ?? .opaque("Any")
                guard let first = samples(of: type, depth: depth + 1).first else { return [] }
                fields.append(first.value)
                arguments.append("\(property.fieldName): \(first.source)")
            }
            return [Sample(value: .structure(StructValue(type: info, fields: fields)),
                           source: "\(info.qualifiedName)(\(arguments.joined(separator: ", ")))")]
        case .classType:
            return (try? interpreter.instanceWithDefaults(info)).map { [Sample(value: $0, source: "\(info.qualifiedName)()")] } ?? []
        case .builtin:
            return []
        }
    }

    private func declaredExamples(_ info: TypeInfo) -> [Sample]? {
        if info.staticProperties["ejemplos"] != nil,
           case .array(let list)? = try? interpreter.staticValue("ejemplos", of: info), !list.isEmpty {
            return list.enumerated().map { Sample(value: $1, source: "\(info.qualifiedName).ejemplos[\($0)]") }
        }
        if info.staticProperties["ejemplo"] != nil,
           let value = try? interpreter.staticValue("ejemplo", of: info) {
            return [Sample(value: value, source: "\(info.qualifiedName).ejemplo")]
        }
        return nil
    }

    private func caseSamples(_ type: TypeInfo, _ info: EnumCaseElement, depth: Int, qualified: Bool) -> [Sample] {
        let prefix = qualified ? type.qualifiedName : ""
        guard info.hasPayload else {
            return [Sample(value: .enumCase(EnumValue(type: type, caseName: info.name, payload: [])),
                           source: "\(prefix).\(info.name)")]
        }
        var combinations: [[Sample]] = [[]]
        for element in info.payloadElements {
            let options = samples(of: interpreter.resolve(element.type, inside: type), depth: depth + 1)
            guard !options.isEmpty else { return [] }
            combinations = Array(combinations.flatMap { chosen in options.map { chosen + [$0] } }.prefix(limitPerType))
        }
        return combinations.map { chosen in
            let arguments = zip(info.payloadElements, chosen).map { ($0.label.map { "\($0): " } ?? "") + $1.source }
            return Sample(value: .enumCase(EnumValue(type: type, caseName: info.name, payload: chosen.map(\.value))),
                          source: "\(prefix).\(info.name)(\(arguments.joined(separator: ", ")))")
        }
    }
}
