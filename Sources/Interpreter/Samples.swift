import Language

/// Example values of a type, for trying events and exploring a machine: the model's own
/// `static let ejemplos` / `ejemplo` first, then literals for built-in types, then values
/// built case by case or field by field from their own samples.
public struct Samples {
    let interpreter: Interpreter
    /// Bounds the product of payload samples, so a wide payload cannot explode the search.
    public var limitPerType = 8

    public init(interpreter: Interpreter) { self.interpreter = interpreter }

    public func values(of type: RuntimeType) -> [Value] { values(of: type, depth: 0) }

    /// Every case of an event enum with sample payloads: what `:eventos` and exploration send.
    public func events(of type: TypeInfo) -> [Value] {
        type.cases.flatMap { caseValues(type, $0, depth: 0) }
    }

    private func values(of type: RuntimeType, depth: Int) -> [Value] {
        guard depth < 4 else { return [] }
        switch type {
        case .int: return [.int(1)]
        case .double: return [.double(1.5)]
        case .bool: return [.bool(false), .bool(true)]
        case .string: return [.string("texto")]
        case .optional(let wrapped): return [.none] + values(of: wrapped, depth: depth + 1).map { .optional($0) }
        case .array: return [.array([])]
        case .dictionary, .function: return []
        case .tuple(let elements):
            let firsts = elements.map { values(of: $0.type, depth: depth + 1).first }
            guard firsts.allSatisfy({ $0 != nil }) else { return [] }
            return [.tuple(TupleValue(labels: elements.map(\.label), elements: firsts.map { $0! }))]
        case .opaque(let name):
            if let value = try? Builtins.construct(.opaque(name), [], interpreter.globals, interpreter: interpreter, span: .none) {
                return [value]
            }
            return []
        case .nominal(let info):
            return nominalValues(info, depth: depth)
        }
    }

    private func nominalValues(_ info: TypeInfo, depth: Int) -> [Value] {
        if let declared = declaredExamples(info) { return declared }
        switch info.kind {
        case .enumeration:
            return Array(info.cases.flatMap { caseValues(info, $0, depth: depth + 1) }.prefix(limitPerType * 4))
        case .structure:
            var fields: [Value] = []
            for property in info.storedProperties {
                if property.isLet, property.initializer != nil,
                   let value = try? interpreter.defaultFields(info)[info.fieldIndex(property.name)!] {
                    fields.append(value)
                    continue
                }
                let type = property.type.map { interpreter.resolveType($0, context: info) } ?? .opaque("Any")
                guard let first = values(of: type, depth: depth + 1).first else { return [] }
                fields.append(first)
            }
            return [.structure(StructValue(type: info, fields: fields))]
        case .classType:
            return (try? interpreter.newInstance(info)).map { [.instance($0)] } ?? []
        case .builtin:
            return []
        }
    }

    private func declaredExamples(_ info: TypeInfo) -> [Value]? {
        if info.staticProperties["ejemplos"] != nil,
           case .array(let list)? = try? interpreter.staticMember("ejemplos", of: info, span: .none), !list.isEmpty {
            return list
        }
        if info.staticProperties["ejemplo"] != nil,
           let value = try? interpreter.staticMember("ejemplo", of: info, span: .none) {
            return [value]
        }
        return nil
    }

    private func caseValues(_ type: TypeInfo, _ info: CaseInfo, depth: Int) -> [Value] {
        guard info.hasPayload else { return [.enumCase(EnumValue(type: type, caseName: info.name, payload: []))] }
        var combinations: [[Value]] = [[]]
        for element in info.payload {
            let options = values(of: interpreter.resolveType(element.type, context: type), depth: depth + 1)
            guard !options.isEmpty else { return [] }
            combinations = Array(combinations.flatMap { prefix in options.map { prefix + [$0] } }.prefix(limitPerType))
        }
        return combinations.map { .enumCase(EnumValue(type: type, caseName: info.name, payload: $0)) }
    }
}
