import Language
import Typing
import Messages

/// `Float`: computed on in single precision, as Swift does (`Float(0.1) + Float(0.2)` is `0.3`,
/// where two Doubles give `0.30000000000000004`). The checker lets a `Float` meet only another
/// one or a literal, which the run time may carry as an Int or a Double.
extension Builtins {
    static func floatBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard let a = lhs.floatOperand, let b = rhs.floatOperand else { return nil }
        return floatingBinary(op, a, b, Value.float)
    }

    /// An operator on two Doubles or two Floats, computed in their own precision.
    static func floatingBinary<Number: BinaryFloatingPoint>(_ op: BinaryOperator, _ a: Number, _ b: Number,
                                                          _ wrap: (Number) -> Value) -> Value? {
        switch op {
        case .add: return wrap(a + b)
        case .subtract: return wrap(a - b)
        case .multiply: return wrap(a * b)
        case .divide: return wrap(a / b)
        case .remainder: return wrap(a.truncatingRemainder(dividingBy: b))
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight,
             .maskingShiftLeft, .maskingShiftRight:
            return nil
        }
    }

    /// `Float(x)` of a number (rounded to the nearest Float, as Swift's), `Float("2.5")` of text
    /// (nil when it does not read as one), `Float(exactly: x)`.
    static func constructFloat(_ values: [Value], _ arguments: [Argument]) -> Value? {
        guard let first = values.first?.plainText, values.count == 1 else { return nil }
        if arguments[0].label == "exactly" {
            switch first {
            case .int(let number): return .optional(Float(exactly: number).map(Value.float))
            case .double(let number): return .optional(Float(exactly: number).map(Value.float))
            case .float: return .optional(first)
            default: return nil
            }
        }
        switch first {
        case .int(let number): return .float(Float(number))
        case .uint8(let number): return .float(Float(number))
        case .fixed(let fixed): return .float(Float(fixed.number))
        case .double(let number): return .float(Float(number))
        case .float: return first
        case .string(let text): return .optional(Float(text).map(Value.float))
        default: return nil
        }
    }

    static func floatProperty(_ name: String, of number: Float) -> Value? {
        switch name {
        case "magnitude": return .float(number.magnitude)
        case "isNaN": return .bool(number.isNaN)
        case "isInfinite": return .bool(number.isInfinite)
        case "isFinite": return .bool(number.isFinite)
        case "isZero": return .bool(number.isZero)
        default: return nil
        }
    }

    static func floatMethod(_ name: String, of number: Float, _ arguments: [Argument], _ values: () throws -> [Value]) rethrows -> Value? {
        switch name {
        case "squareRoot" where arguments.isEmpty: return .float(number.squareRoot())
        case "rounded" where arguments.isEmpty: return .float(number.rounded())
        case "rounded" where arguments.count == 1:
            guard case .implicitMember(let name) = arguments[0].value.kind, let rule = RoundingRule.byName[name] else { return nil }
            return .float(number.rounded(rule))
        case "truncatingRemainder" where arguments.count == 1:
            return try values().first?.floatOperand.map { .float(number.truncatingRemainder(dividingBy: $0)) }
        case "remainder" where arguments.count == 1:
            return try values().first?.floatOperand.map { .float(number.remainder(dividingBy: $0)) }
        default: return nil
        }
    }

    static func floatStaticMember(_ name: String) -> Value? {
        switch name {
        case "pi": return .float(Float.pi)
        case "infinity": return .float(Float.infinity)
        case "nan": return .float(Float.nan)
        case "zero": return .float(0)
        case "greatestFiniteMagnitude": return .float(Float.greatestFiniteMagnitude)
        case "ulpOfOne": return .float(Float.ulpOfOne)
        case "leastNonzeroMagnitude": return .float(Float.leastNonzeroMagnitude)
        case "leastNormalMagnitude": return .float(Float.leastNormalMagnitude)
        default: return nil
        }
    }
}

extension Value {
    /// A Float, or a literal beside one (an Int or a Double at run time), as a Float.
    var floatOperand: Float? {
        switch self {
        case .float(let number): return number
        case .double(let number): return Float(number)
        case .int(let number): return Float(number)
        default: return nil
        }
    }
}
