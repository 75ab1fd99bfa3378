import Foundation
import Language
import Typing

/// A value of one of the library's fixed-width integers other than `Int` and `UInt8` (see
/// `IntegerWidth`): its number, always within its type's bounds, and its type. Arithmetic is done
/// on the number and judged against the bounds, so it traps where Swift's would.
public struct FixedInteger: Hashable, Sendable {
    public var width: IntegerWidth
    public var number: Int128
    public init(_ width: IntegerWidth, _ number: Int128) { self.width = width; self.number = number }

    /// The value when it is within the type's bounds.
    public static func exactly(_ width: IntegerWidth, _ number: Int128) -> FixedInteger? {
        width.bounds.contains(number) ? FixedInteger(width, number) : nil
    }

    public var description: String { String(number) }

    /// The number as its own Swift type, for a C variadic function (`String(format:)`).
    public var cArgument: any CVarArg {
        switch width {
        case .int8: return Int8(number)
        case .int16: return Int16(number)
        case .int32: return Int32(number)
        case .int64: return Int64(number)
        case .uint: return UInt(number)
        case .uint16: return UInt16(number)
        case .uint32: return UInt32(number)
        case .uint64: return UInt64(number)
        }
    }
}

extension Value {
    /// An integer of any type, as its number (a literal the checker typed is carried as an `Int`).
    var anyInteger: Int128? {
        switch self {
        case .int(let number): return Int128(number)
        case .uint8(let number): return Int128(number)
        case .fixed(let fixed): return fixed.number
        default: return nil
        }
    }
}

extension Builtins {
    static func mixedIntegerComparison(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        if case .int = lhs, case .int = rhs { return nil }
        guard let a = lhs.anyInteger, let b = rhs.anyInteger else { return nil }
        return ordering(op, a, b)
    }

    /// `<`, `<=`, `>`, `>=` of two values of one comparable type; nil for any other operator.
    static func ordering<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Value? {
        switch op {
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .add, .subtract, .multiply, .divide, .remainder, .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .bitAnd,
             .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight:
            return nil
        }
    }

    /// `a op b` where one side is a fixed-width integer: the other is of its type (or a literal
    /// carried as an `Int`). nil where Swift traps (overflow, division by zero).
    static func fixedBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        let width: IntegerWidth
        if case .fixed(let f) = lhs { width = f.width } else if case .fixed(let f) = rhs { width = f.width } else { return nil }
        guard let a = lhs.anyInteger, let b = rhs.anyInteger else { return nil }
        func checked(_ number: Int128) -> Value? { FixedInteger.exactly(width, number).map(Value.fixed) }
        func wrapped(_ number: Int128) -> Value { .fixed(FixedInteger(width, width.wrapping(number))) }
        switch op {
        case .add: return checked(a + b)
        case .subtract: return checked(a - b)
        case .multiply:
            let product = a.multipliedReportingOverflow(by: b)
            return product.overflow ? nil : checked(product.partialValue)
        case .divide: return b == 0 ? nil : checked(a / b)
        case .remainder:
            // `Int8.min % -1` traps in Swift, as the division does.
            return b == 0 || !width.bounds.contains(a / b) ? nil : checked(a % b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .wrappingAdd: return wrapped(a &+ b)
        case .wrappingSubtract: return wrapped(a &- b)
        case .wrappingMultiply: return wrapped(width.wrapping(a) &* width.wrapping(b))
        case .bitAnd: return wrapped(a & b)
        case .bitOr: return wrapped(a | b)
        case .bitXor: return wrapped(a ^ b)
        // Smart shifts, as Swift's: an overshift gives 0 (or -1 to the right of a negative), a
        // negative count shifts the other way.
        case .shiftLeft, .shiftRight:
            let count = op == .shiftLeft ? b : -b
            if count >= Int128(width.bitWidth) { return wrapped(0) }
            if count <= -Int128(width.bitWidth) { return wrapped(a < 0 ? -1 : 0) }
            return wrapped(count >= 0 ? a << Int(count) : a >> Int(-count))
        case .maskingShiftLeft: return wrapped(a << Int(b & Int128(width.bitWidth - 1)))
        case .maskingShiftRight: return wrapped(a >> Int(b & Int128(width.bitWidth - 1)))
        }
    }

    /// `Int32(x)`, `UInt(exactly: x)`, `Int8(clamping: x)`, `Int16(truncatingIfNeeded: x)`,
    /// `Int32("12")`: nil for arguments it does not take; `trap` when `x` does not fit.
    static func constructFixed(_ width: IntegerWidth, _ values: [Value], _ arguments: [Argument],
                               trap: () -> Error) throws -> Value? {
        guard let first = values.first, values.count == 1 else { return nil }
        let label = arguments.first?.label
        if let text = first.text {
            guard label == nil else { return nil }
            let number = Int128(text).flatMap { FixedInteger.exactly(width, $0) }
            return .optional(number.map(Value.fixed))
        }
        var number: Int128
        switch first {
        case .double(let value):
            if label == "exactly" {
                guard value.rounded(.towardZero) == value, let whole = Int128(exactly: value) else { return Value.none }
                return .optional(FixedInteger.exactly(width, whole).map(Value.fixed))
            }
            guard value.isFinite, value > -1.8e38, value < 1.8e38 else { throw trap() }
            number = Int128(value.rounded(.towardZero))
        case .float(let value):
            guard value.isFinite else { throw trap() }
            number = Int128(Double(value).rounded(.towardZero))
        default:
            guard let integer = first.anyInteger else { return nil }
            number = integer
        }
        switch label {
        case "exactly": return .optional(FixedInteger.exactly(width, number).map(Value.fixed))
        case "clamping": return .fixed(FixedInteger(width, min(max(number, width.bounds.lowerBound), width.bounds.upperBound)))
        case "truncatingIfNeeded": return .fixed(FixedInteger(width, width.wrapping(number)))
        default:
            guard let fitting = FixedInteger.exactly(width, number) else { throw trap() }
            return .fixed(fitting)
        }
    }
}
