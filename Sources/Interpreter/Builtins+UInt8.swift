import Language
import Messages

/// `UInt8`, the type of `Character.asciiValue`: computed on as Swift computes, trapping outside
/// 0…255 (`UInt8(250) + 10`), wrapping with `&+`. The checker lets a `UInt8` meet only another
/// one or an integer literal, which the run time may carry as an Int.
extension Builtins {
    static func uint8Binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard let a = lhs.asUInt8, let b = rhs.asUInt8 else { return nil }
        func checked(_ result: (partialValue: UInt8, overflow: Bool)) -> Value? {
            result.overflow ? nil : .uint8(result.partialValue)
        }
        switch op {
        case .add: return checked(a.addingReportingOverflow(b))
        case .subtract: return checked(a.subtractingReportingOverflow(b))
        case .multiply: return checked(a.multipliedReportingOverflow(by: b))
        case .divide: return b == 0 ? nil : .uint8(a / b)
        case .remainder: return b == 0 ? nil : .uint8(a % b)
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .wrappingAdd: return .uint8(a &+ b)
        case .wrappingSubtract: return .uint8(a &- b)
        case .wrappingMultiply: return .uint8(a &* b)
        case .bitAnd: return .uint8(a & b)
        case .bitOr: return .uint8(a | b)
        case .bitXor: return .uint8(a ^ b)
        case .shiftLeft: return .uint8(a << b)
        case .shiftRight: return .uint8(a >> b)
        case .maskingShiftLeft: return .uint8(a &<< b)
        case .maskingShiftRight: return .uint8(a &>> b)
        }
    }

    /// `UInt8(x)`: of a number that fits (a trap otherwise, as Swift's), `UInt8("7")` of text
    /// (nil when it does not read as one), `UInt8(ascii: "a")`.
    static func constructUInt8(_ values: [Value], _ arguments: [Argument], interpreter: Interpreter, span: Span) throws -> Value? {
        guard let first = values.first, values.count == 1 else { return nil }
        if arguments[0].label == "ascii" {
            guard let text = first.text, let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, scalar.isASCII else {
                throw interpreter.error(Msg.Run.notASCII, span)
            }
            return .uint8(UInt8(scalar.value))
        }
        // `UInt8(truncatingIfNeeded: h)`, `UInt8(clamping: n)`, `UInt8(exactly: x)`.
        switch (arguments[0].label, first) {
        case ("exactly", .double(let number)): return .optional(UInt8(exactly: number).map(Value.uint8))
        case ("exactly", _): return first.anyInteger.map { .optional(UInt8(exactly: $0).map(Value.uint8)) }
        case ("clamping", _): return first.anyInteger.map { .uint8(UInt8(clamping: $0)) }
        case ("truncatingIfNeeded", _): return first.anyInteger.map { .uint8(UInt8(truncatingIfNeeded: $0)) }
        default: break
        }
        if let number = first.integer {
            guard let fitting = UInt8(exactly: number) else { throw interpreter.error(Msg.Run.uint8Conversion, span) }
            return .uint8(fitting)
        }
        if case .double(let number) = first {
            guard number.isFinite, number > -1, number < 256 else { throw interpreter.error(Msg.Run.uint8Conversion, span) }
            return .uint8(UInt8(number))
        }
        return first.text.map { .optional(UInt8($0).map(Value.uint8)) }
    }
}

extension Value {
    /// An Int, a UInt8 or another fixed-width integer that fits in an Int, as an Int.
    var integer: Int? {
        if case .uint8(let number) = self { return Int(number) }
        if case .fixed(let fixed) = self { return Int(exactly: fixed.number) }
        return asInt
    }

    /// A UInt8, or an Int (a literal the checker made a UInt8) that fits in one.
    var asUInt8: UInt8? {
        if case .uint8(let number) = self { return number }
        return asInt.flatMap { UInt8(exactly: $0) }
    }
}
