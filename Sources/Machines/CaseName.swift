import Interpreter
import Language

/// A state's or event's case name; the type name for values that are not enums.
public func caseName(_ value: Value) -> String {
    switch value {
    case .enumCase(let e): return e.caseName
    case .optional(let wrapped): return wrapped.map(caseName) ?? "nil"
    case .structure(let s): return s.type.name
    case .instance(let object): return object.type.name
    case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .array, .dictionary, .set, .range, .tuple, .function, .metatype, .opaque,
         .void:
        return ValuePrinter.short.description(value)
    }
}
