import Interpreter

/// One value per shape of a formula, for asking a `legitimo=` predicate about each shape.
/// Unbounded leaves take a sample value (the model's `ejemplo`, else a literal): the shape
/// is the same whatever the `Int` or `String` inside.
///
/// The caller bounds the count first; since every factor of a non-empty product is at least
/// 1, no intermediate list is ever longer than the final one.
struct Representatives {
    let interpreter: Interpreter
    /// Example values of a type (the model's `ejemplo`, else a literal).
    let samples: (RuntimeType) -> [Value]

    /// A value of this type cannot be built (a dictionary, a function, an unknown opaque name).
    struct NoSample: Error {
        let typeName: String
    }

    func values(of formula: ShapeFormula) throws -> [Value] {
        if formula.count == .zero { return [] }
        switch formula.node {
        case .flag:
            return [.bool(false), .bool(true)]
        case .unbounded:
            return [try sample(formula)]
        case .constant, .uninhabited, .recursive:
            // A constant's value is supplied by its struct (it is the field's initial value);
            // the other two never reach here: zero shapes, or an unlimited count.
            return []
        case .optional(let wrapped):
            return [Value.none] + (try values(of: wrapped)).map { .optional($0) }
        case .variants(let variants):
            guard let info = formula.typeInfo else { throw NoSample(typeName: formula.typeName) }
            if formula.count == .one, let declared = samples(formula.type).first { return [declared] }
            return try variants.flatMap { variant in
                try combinations(variant.payload.map { try values(of: $0.formula) }).map {
                    Value.enumCase(EnumValue(type: info, caseName: variant.name, payload: $0))
                }
            }
        case .fields(let fields, let aggregate):
            return try fieldValues(formula, fields, aggregate)
        }
    }

    private func fieldValues(_ formula: ShapeFormula, _ fields: [ShapeFormula.Component],
                             _ aggregate: ShapeFormula.Aggregate) throws -> [Value] {
        switch aggregate {
        case .tuple:
            let labels = fields.map(\.label)
            return try combinations(fields.map { try values(of: $0.formula) }).map {
                .tuple(TupleValue(labels: labels, elements: $0))
            }
        case .structure, .classType:
            guard let info = formula.typeInfo else { throw NoSample(typeName: formula.typeName) }
            // The model's own example reads better in a message than a value built field by field.
            if formula.count == .one, let declared = samples(formula.type).first { return [declared] }
            var options: [[Value]] = []
            for (index, field) in fields.enumerated() {
                if case .constant = field.formula.node {
                    guard let value = try? interpreter.initialValue(ofProperty: index, in: info) else {
                        throw NoSample(typeName: formula.typeName)
                    }
                    options.append([value])
                } else {
                    options.append(try values(of: field.formula))
                }
            }
            return combinations(options).map { fieldsOfOne in
                aggregate == .classType ? interpreter.makeInstance(of: info, fields: fieldsOfOne)
                    : .structure(StructValue(type: info, fields: fieldsOfOne))
            }
        }
    }

    private func sample(_ formula: ShapeFormula) throws -> Value {
        switch formula.type {
        case .array: return .array([])
        case .int, .double, .bool, .string, .optional, .dictionary, .set, .range, .tuple, .function, .opaque, .nominal:
            guard let value = samples(formula.type).first else { throw NoSample(typeName: formula.typeName) }
            return value
        }
    }

    /// Every choice of one option per position, the first position varying slowest, so the
    /// shapes come in the order of a truth table.
    private func combinations(_ options: [[Value]]) -> [[Value]] {
        var result: [[Value]] = [[]]
        for choices in options {
            var next: [[Value]] = []
            next.reserveCapacity(result.count * choices.count)
            for prefix in result {
                for choice in choices { next.append(prefix + [choice]) }
            }
            result = next
        }
        return result
    }
}
