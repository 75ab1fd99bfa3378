import Interpreter

/// Which shape a value has: the value with its unbounded leaves erased. Two states that
/// differ only in an `Int` or a `Date` are the same shape, which is what reachability counts.
/// Only `present` is boxed: a leaf costs no allocation (`:alcanzables` keys every state reached).
public enum ShapeKey: Hashable, Sendable {
    /// A leaf with one shape (`Int`, `String`, a constant, a recursive reference).
    case unit
    case flag(Bool)
    case absent
    indirect case present(ShapeKey)
    case variant(String, [ShapeKey])
    case fields([ShapeKey])
    /// A value that does not fit the type (not expected: the machine's step returns its state
    /// type). Kept apart so it never merges with a real shape.
    case foreign
}

extension ShapeFormula {
    /// The shape of `value`, read against this formula.
    public func key(of value: Value) -> ShapeKey {
        switch node {
        case .unbounded, .constant, .recursive, .uninhabited:
            return .unit
        case .flag:
            if case .bool(let flag) = value { return .flag(flag) }
            return .foreign
        case .optional(let wrapped):
            switch value {
            case .optional(nil): return .absent
            case .optional(let inner?): return .present(wrapped.key(of: inner))
            // Values are stored coerced, but a bare value in an optional slot is still «some».
            case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure,
                 .instance, .function, .metatype, .opaque, .void:
                return .present(wrapped.key(of: value))
            }
        case .variants(let variants):
            guard case .enumCase(let enumValue) = value,
                  let variant = variants.first(where: { $0.name == enumValue.caseName }),
                  variant.payload.count == enumValue.payload.count else { return .foreign }
            return .variant(variant.name, zip(variant.payload, enumValue.payload).map { $0.formula.key(of: $1) })
        case .fields(let fields, _):
            let elements: [Value]
            switch value {
            case .structure(let structure): elements = structure.fields
            case .instance(let instance): elements = instance.fields
            case .tuple(let tuple): elements = tuple.elements
            case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .optional, .array, .dictionary, .set, .range, .enumCase, .function,
                 .metatype, .opaque, .void:
                return .foreign
            }
            guard elements.count == fields.count else { return .foreign }
            return .fields(zip(fields, elements).map { $0.formula.key(of: $1) })
        }
    }
}
