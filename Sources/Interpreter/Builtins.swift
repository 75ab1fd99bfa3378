import Foundation
import Language
import Typing
import Messages

/// The standard library the subset offers: `print`, arithmetic, `Array` and `String`
/// members, and the opaque `Date`, `Task`, `UUID`.
enum Builtins {
    static let functionNames: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "fatalError", "precondition", "assert", "type", "stride", "zip",
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "&+", "&-", "&*", "&", "|", "^",
    ]

    // MARK: - Operators

    /// The operators on built-in values, resolved from their spelling once.
    enum BinaryOperator {
        case add, subtract, multiply, divide, remainder, less, lessOrEqual, greater, greaterOrEqual
        /// `&+ &- &*`, `& | ^`, `<< >>`, `&<< &>>` (the count taken modulo the bit width): on
        /// integers only; none of them traps.
        case wrappingAdd, wrappingSubtract, wrappingMultiply, bitAnd, bitOr, bitXor, shiftLeft, shiftRight
        case maskingShiftLeft, maskingShiftRight

        init?(_ spelling: String) {
            switch spelling {
            case "+": self = .add
            case "-": self = .subtract
            case "*": self = .multiply
            case "/": self = .divide
            case "%": self = .remainder
            case "<": self = .less
            case "<=": self = .lessOrEqual
            case ">": self = .greater
            case ">=": self = .greaterOrEqual
            case "&+": self = .wrappingAdd
            case "&-": self = .wrappingSubtract
            case "&*": self = .wrappingMultiply
            case "&": self = .bitAnd
            case "|": self = .bitOr
            case "^": self = .bitXor
            case "<<": self = .shiftLeft
            case ">>": self = .shiftRight
            case "&<<": self = .maskingShiftLeft
            case "&>>": self = .maskingShiftRight
            default: return nil
            }
        }

        var isArithmetic: Bool {
            switch self {
            case .add, .subtract, .multiply, .divide, .remainder: return true
            case .less, .lessOrEqual, .greater, .greaterOrEqual, .wrappingAdd, .wrappingSubtract, .wrappingMultiply,
                 .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight:
                return false
            }
        }


        /// Operators that only Int has.
        var isIntegerOnly: Bool {
            switch self {
            case .wrappingAdd, .wrappingSubtract, .wrappingMultiply, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight:
                return true
            case .add, .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual, .greater, .greaterOrEqual:
                return false
            }
        }
    }

    static func binary(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Value? {
        guard let resolved = BinaryOperator(op) else { return nil }
        return try binary(resolved, lhs, rhs)
    }

    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) throws -> Value? {
        // The library compares integers of two types by their numbers (`c.asciiValue! < n`).
        if let comparison = mixedIntegerComparison(op, lhs, rhs) { return comparison }
        if let comparison = scalarComparison(op, lhs, rhs) { return comparison }
        switch (lhs, rhs) {
        case (.fixed, _), (_, .fixed):
            return fixedBinary(op, lhs, rhs)
        case (.uint8, _), (.int, .uint8):
            return uint8Binary(op, lhs, rhs)
        case (.float, _), (_, .float):
            return floatBinary(op, lhs, rhs)
        case (.int(let a), .int(let b)):
            switch op {
            case .add: return checked(a.addingReportingOverflow(b))
            case .subtract: return checked(a.subtractingReportingOverflow(b))
            case .multiply: return checked(a.multipliedReportingOverflow(by: b))
            case .divide: return b == 0 ? nil : checked(a.dividedReportingOverflow(by: b))
            case .remainder: return b == 0 ? nil : checked(a.remainderReportingOverflow(dividingBy: b))
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .wrappingAdd: return .int(a &+ b)
            case .wrappingSubtract: return .int(a &- b)
            case .wrappingMultiply: return .int(a &* b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            // Swift's `<<` and `>>` on Int are smart shifts: an overshift gives 0 or -1, a
            // negative count shifts the other way; they never trap, and neither do these.
            case .shiftLeft: return .int(a << b)
            case .shiftRight: return .int(a >> b)
            case .maskingShiftLeft: return .int(a &<< b)
            case .maskingShiftRight: return .int(a &>> b)
            }
        case (.double, .double), (.int, .double), (.double, .int):
            guard let a = double(lhs), let b = double(rhs) else { return nil }
            return floatingBinary(op, a, b, Value.double)
        case (.string(let a), .string(let b)):
            switch op {
            case .add: return .string(a + b)
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .subtract, .multiply, .divide, .remainder, .wrappingAdd, .wrappingSubtract, .wrappingMultiply,
                 .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight:
                return nil
            }
        // A `Substring` joins and compares as its text (`sub + "!"` is a new one, from index 0).
        case (.substring, _), (.string, .substring):
            guard let a = lhs.text, let b = rhs.text else { return nil }
            return try binary(op, .string(a), .string(b))
        case (.array(let a), .array(let b)):
            return op == .add ? .array(a + b) : nil
        // `slice + xs` is a slice that starts where the left one does; `xs + slice` an array.
        case (.structure(let s), _) where op == .add && s.type.library == .arraySlice:
            guard let (a, start) = lhs.arraySlice, let b = rhs.arraySlice?.elements ?? rhs.arrayElements else { return nil }
            return .structure(StructValue(type: s.type, fields: [.array(a + b), .int(start)]))
        case (.array(let a), .structure) where op == .add:
            return rhs.arraySlice.map { .array(a + $0.elements) }
        default:
            return nil
        }
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool)) -> Value? {
        result.overflow ? nil : .int(result.partialValue)
    }

    static func double(_ value: Value) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    // MARK: - Free functions

    static func call(_ name: String, _ arguments: [Argument], _ scope: Scope, interpreter: Interpreter,
                     expected: RuntimeType?, span: Span) throws -> Value? {
        func values() throws -> [Value] { try arguments.map { try interpreter.evaluate($0.value, scope, expected: nil) } }
        func message() throws -> String {
            guard let first = arguments.first(where: { $0.label == nil }) ?? arguments.last else { return "" }
            return interpreter.describeForPrint(try interpreter.evaluate(first.value, scope, expected: .string))
        }
        switch name {
        case "print", "debugPrint":
            var separator = " ", terminator = "\n"
            var items: [String] = []
            var stream: Expr?
            for argument in arguments {
                if argument.label == "to" {
                    // `print(x, to: &texto)` writes into the string instead.
                    if case .inoutArgument(let inner) = argument.value.kind { stream = inner } else { stream = argument.value }
                    continue
                }
                let value = try interpreter.evaluate(argument.value, scope, expected: nil)
                switch argument.label {
                case "separator": separator = interpreter.describeForPrint(value)
                case "terminator": terminator = interpreter.describeForPrint(value)
                default:
                    items.append(try interpreter.describeChecked(value, argument.value.span, debug: name != "print"))
                }
            }
            let text = items.joined(separator: separator) + terminator
            guard let stream else {
                interpreter.output(text)
                return .void
            }
            try interpreter.modify(stream, scope, span: span) { target in
                if case .string(let written) = target { target = .string(written + text) }
            }
            return .void
        case "dump":
            return try dump(arguments, scope, interpreter: interpreter, span: span)
        case "min", "max":
            let all = try values()
            guard var best = all.first else { return nil }
            for candidate in all.dropFirst() {
                guard let less = try interpreter.order(candidate, best, span: span) else { return nil }
                if less == (name == "min") { best = candidate }
            }
            return best
        case "abs":
            switch try values().first {
            case .int(let number)?:
                guard number != Int.min else { throw interpreter.error(Msg.Run.overflow, span) }
                return .int(abs(number))
            case .double(let number)?: return .double(abs(number))
            case .float(let number)?: return .float(abs(number))
            case .fixed(let fixed)?:
                guard let positive = FixedInteger.exactly(fixed.width, abs(fixed.number)) else {
                    throw interpreter.error(Msg.Run.fixedOverflow(fixed.width.rawValue, fixed.width.boundsText), span)
                }
                return .fixed(positive)
            default: return nil
            }
        case "fatalError":
            throw interpreter.error(Msg.Run.fatalError(try message()), span)
        case "precondition", "assert":
            guard let first = arguments.first else { return nil }
            if try !interpreter.evaluateCondition(first.value, scope) {
                let text = arguments.count > 1
                    ? interpreter.describeForPrint(try interpreter.evaluate(arguments[1].value, scope, expected: .string)) : ""
                throw interpreter.error(Msg.Run.preconditionFailed(text), span)
            }
            return .void
        case "type":
            if let first = arguments.first, case .staticType(let inner, let ref) = first.value.kind {
                // The checker's type, when the value does not tell all of it (a Substring is text).
                _ = try interpreter.evaluate(inner, scope, expected: nil)
                return .metatype(.opaque(ref.runTimeName))
            }
            guard let first = try values().first, let type = interpreter.runtimeType(of: first) else { return nil }
            return .metatype(type)
        case "zip":
            let all = try values()
            guard all.count == 2 else { return nil }
            return interpreter.libraryValue(.zip, all)
        case "stride":
            let all = try values()
            guard all.count == 3 else { return nil }
            let isZero: Bool
            switch all[2] {
            case .int(let by): isZero = by == 0
            // Over a `UInt8` or an `Int16` the checker may give the step the same type.
            case .uint8(let by): isZero = by == 0
            case .fixed(let by): isZero = by.number == 0
            case .double(let by): isZero = by == 0
            case .float(let by): isZero = by == 0
            default: return nil
            }
            guard !isZero else { throw interpreter.error(Msg.Run.strideZero, span) }
            // Literals of a stride over Floats are Floats.
            if all.contains(where: { if case .float = $0 { return true }; return false }) {
                let bounds = all.map { $0.floatOperand.map(Value.float) ?? $0 }
                return interpreter.libraryValue(arguments[1].label == "through" ? .strideThrough : .strideTo, bounds)
            }
            // Literals of a stride over Doubles are Doubles.
            let bounds = all.contains { if case .double = $0 { return true }; return false }
                ? all.map { value -> Value in if case .int(let number) = value { return .double(Double(number)) }; return value } : all
            return interpreter.libraryValue(arguments[1].label == "through" ? .strideThrough : .strideTo, bounds)
        case "swap":
            guard arguments.count == 2, case .inoutArgument(let first) = arguments[0].value.kind,
                  case .inoutArgument(let second) = arguments[1].value.kind else { return nil }
            let (a, b) = (try interpreter.evaluate(first, scope, expected: nil), try interpreter.evaluate(second, scope, expected: nil))
            try interpreter.store(b, into: first, scope)
            try interpreter.store(a, into: second, scope)
            return .void
        case _ where FoundationMath.arity[name] == arguments.count:
            let all = try values()
            // `sqrt(lado)` of a Float: computed in Double and rounded once, which gives the
            // correctly rounded Float that Foundation's Float overloads give.
            if all.contains(where: { if case .float = $0 { return true }; return false }) {
                return FoundationMath.apply(name, all.compactMap { $0.floatOperand.map(Double.init) }).map { .float(Float($0)) }
            }
            return FoundationMath.apply(name, all.compactMap(double)).map(Value.double)
        default:
            return nil
        }
    }

    // MARK: - Initializers of built-in types

    static func construct(_ type: RuntimeType, _ arguments: [Argument], _ scope: Scope, interpreter: Interpreter,
                          span: Span) throws -> Value? {
        let values = try arguments.map { try interpreter.evaluate($0.value, scope, expected: nil) }
        let first = values.first
        switch type {
        case .string:
            guard let first else { return .string("") }
            // Of any integer: `String(c.asciiValue!, radix: 16)`, `String(Int8(7), radix: 2)`.
            if arguments.count == 2, arguments[1].label == "radix", let number = first.anyInteger, case .int(let radix) = values[1] {
                guard (2...36).contains(radix) else { throw interpreter.error(Msg.Run.badRadix, span) }
                return .string(String(number, radix: radix))
            }
            if arguments.first?.label == "format", case .string(let format) = first {
                return .string(try formatted(format, Array(values.dropFirst()), interpreter, span: span))
            }
            if first.librarySequence != nil, arguments[0].label == nil {
                // `String(s.reversed())`: the characters of a library sequence joined.
                let pieces = try interpreter.sequenceElements(first, span)
                if pieces.allSatisfy({ if case .string(let piece) = $0 { return piece.count == 1 }; return false }) {
                    return .string(pieces.map(text).joined())
                }
            }
            if case .array(let pieces) = first, arguments[0].label == nil,
               pieces.allSatisfy({ if case .string(let piece) = $0 { return piece.count == 1 }; return false }) {
                // `String(s.reversed())`, `String(["a", "b"])`: characters joined.
                return .string(pieces.map(text).joined())
            }
            if arguments.count == 2, arguments[0].label == "repeating", case .string(let piece) = first,
               case .int(let count) = values[1] {
                guard count >= 0 else { throw interpreter.error(Msg.Run.rangeTooLarge, span) }
                // Storage: the memory budget decides how much, as for any growing String.
                let (size, overflow) = count.multipliedReportingOverflow(by: piece.utf8.count)
                try interpreter.chargeMemory(overflow ? Int.max / 2 : size, span)
                return .string(String(repeating: piece, count: count))
            }
            // `String(reflecting: x)` is what `debugPrint` shows: qualified names, quotes.
            return .string(try interpreter.describeChecked(first, span, debug: arguments.first?.label == "reflecting"))
        // `Int(truncatingIfNeeded: h)` of a `UInt64`: its low bits; `Int(clamping:)`, the nearest.
        case .int where arguments.first?.label == "truncatingIfNeeded" || arguments.first?.label == "clamping":
            guard let number = first?.anyInteger else { return nil }
            if arguments[0].label == "clamping" { return .int(Int(clamping: number)) }
            return .int(Int(truncatingIfNeeded: number))
        case .int where arguments.first?.label == "exactly":
            // `Int(exactly: 3.5)` is nil: only a whole number that fits converts.
            switch first {
            case .double(let number)?: return .optional(Int(exactly: number).map(Value.int))
            case .int?: return .optional(first)
            case .uint8(let number)?: return .optional(.int(Int(number)))
            case .fixed(let fixed)?: return .optional(Int(exactly: fixed.number).map(Value.int))
            default: return nil
            }
        case .double where arguments.first?.label == "exactly":
            switch first {
            case .int(let number)?: return .optional(Double(exactly: number).map(Value.double))
            case .double?: return .optional(first)
            default: return nil
            }
        case .int:
            switch first.map(\.plainText) {
            case .int?: return first
            case .uint8(let number)?: return .int(Int(number))
            case .fixed(let fixed)?:
                guard let number = Int(exactly: fixed.number) else { throw interpreter.error(Msg.Run.fixedConversion("Int"), span) }
                return .int(number)
            case .float(let number)?:
                guard number.isFinite, number < 9.2e18, number > -9.2e18 else {
                    throw interpreter.error(Msg.Run.overflow, span)
                }
                return .int(Int(number))
            case .double(let number)?:
                guard number.isFinite, number < 9.2e18, number > -9.2e18 else {
                    throw interpreter.error(Msg.Run.overflow, span)
                }
                return .int(Int(number))
            case .string(let text)? where arguments.count == 2 && arguments[1].label == "radix":
                guard case .int(let radix) = values[1], (2...36).contains(radix) else { throw interpreter.error(Msg.Run.badRadix, span) }
                return .optional(Int(text, radix: radix).map(Value.int))
            case .string(let text)?: return .optional(Int(text).map(Value.int))
            default: return nil
            }
        case .double:
            switch first.map(\.plainText) {
            case .int(let number)?: return .double(Double(number))
            case .uint8(let number)?: return .double(Double(number))
            case .fixed(let fixed)?: return .double(Double(fixed.number))
            case .float(let number)?: return .double(Double(number))
            case .double?: return first
            case .string(let text)?: return .optional(Double(text).map(Value.double))
            default: return nil
            }
        case .bool:
            return first
        case .array(let element):
            if arguments.count == 2, arguments[0].label == "repeating", case .int(let count) = values[1] {
                guard count >= 0 else { throw interpreter.error(Msg.Run.rangeTooLarge, span) }
                try interpreter.chargeElements(count, span)
                // `[UInt16](repeating: 60000, count: 2)`: the literal is of the element type.
                return .array(Array(repeating: try interpreter.coerce(values[0], to: element), count: count))
            }
            if let first, case .array = first { return first }
            if let first, arguments.count == 1 { return .array(try interpreter.sequenceElements(first, span)) }
            return arguments.isEmpty ? .array([]) : nil
        case .set:
            guard let first else { return .set(SetValue()) }
            return .set(SetValue(try interpreter.sequenceElements(first, span)))
        case .dictionary:
            guard let first else { return .dictionary(DictionaryValue()) }
            return try constructDictionary(arguments, values, interpreter, span)
        case .optional:
            return first.map { .optional($0) } ?? Value.none
        case .opaque(let name):
            let base = name.prefix { $0 != "<" }
            switch base {
            case "UInt8": return try constructUInt8(values, arguments, interpreter: interpreter, span: span)
            case "Float": return constructFloat(values, arguments)
            case "Unicode.Scalar", "UnicodeScalar": return constructScalar(values)
            case let name where IntegerWidth(rawValue: String(name)) != nil:
                return try constructFixed(IntegerWidth(rawValue: String(name))!, values, arguments) {
                    interpreter.error(Msg.Run.fixedConversion(String(name)), span)
                }
            case "Date": return try constructDate(values, arguments, interpreter: interpreter, span: span)
            case "UUID": return .opaque(OpaqueValue(typeName: "UUID", description: UUID().uuidString))
            case "Task": return .opaque(OpaqueValue(typeName: "Task", description: "Task<\(name.dropFirst(base.count + 1).dropLast())>"))
            default: return .opaque(OpaqueValue(typeName: String(base), description: String(base)))
            }
        case .nominal, .range, .tuple, .function:
            return nil
        }
    }

    /// `Dictionary(grouping:by:)` and `Dictionary(uniqueKeysWithValues:)`.
    private static func constructDictionary(_ arguments: [Argument], _ values: [Value], _ interpreter: Interpreter,
                                            _ span: Span) throws -> Value? {
        var dictionary = DictionaryValue()
        let elements = try interpreter.sequenceElements(values[0], span)
        switch arguments.first?.label {
        case "grouping" where values.count == 2:
            for element in elements {
                let key = try interpreter.apply(values[1], [element], span: span)
                if case .array(let group)? = dictionary[key] { dictionary[key] = .array(group + [element]) }
                else { dictionary[key] = .array([element]) }
            }
        case "uniqueKeysWithValues":
            for case .tuple(let pair) in elements where pair.elements.count == 2 {
                guard dictionary[pair.elements[0]] == nil else { throw interpreter.error(Msg.Run.duplicateKeys, span) }
                dictionary[pair.elements[0]] = pair.elements[1]
            }
        case nil where values.count == 2 && arguments[1].label == "uniquingKeysWith":
            for case .tuple(let pair) in elements where pair.elements.count == 2 {
                let (key, value) = (pair.elements[0], pair.elements[1])
                if let old = dictionary[key] { dictionary[key] = try interpreter.apply(values[1], [old, value], span: span) }
                else { dictionary[key] = value }
            }
        default:
            return nil
        }
        return .dictionary(dictionary)
    }

    /// `String(format:)` (Foundation) for the specifiers a learner writes: `%d`, `%f`, `%.2f`,
    /// `%5d`, `%x`, `%o`, `%@`, `%%`. A value of another type than its specifier reads (`%f` of an
    /// `Int`, `%s` of a `String`) prints garbage or crashes the compiled program: it is refused.
    private static func formatted(_ format: String, _ values: [Value], _ interpreter: Interpreter,
                                  span: Span) throws -> String {
        var result = ""
        var remaining = values[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else { result.append(character); continue }
            var specifier = "%"
            while let next = characters.popFirst() {
                specifier.append(next)
                // `%ld`, `%lu`, `%hhd`: the length modifiers go on to the conversion.
                if next.isLetter && !"lhqjzt".contains(next) || next == "@" || next == "%" { break }
            }
            if specifier == "%%" { result += "%"; continue }
            let value = remaining.popFirst() ?? .void
            let kind = specifier.last.map(String.init) ?? ""
            switch (kind, value) {
            case ("d", .int(let number)), ("i", .int(let number)), ("x", .int(let number)), ("X", .int(let number)),
                 ("o", .int(let number)), ("u", .int(let number)):
                result += String(format: specifier, number)
            // The other integers go as the C function reads them, of their own width.
            case ("d", .uint8(let number)), ("i", .uint8(let number)), ("x", .uint8(let number)), ("X", .uint8(let number)),
                 ("o", .uint8(let number)), ("u", .uint8(let number)):
                result += String(format: specifier, number)
            case ("d", .fixed(let fixed)), ("i", .fixed(let fixed)), ("x", .fixed(let fixed)), ("X", .fixed(let fixed)),
                 ("o", .fixed(let fixed)), ("u", .fixed(let fixed)):
                result += String(format: specifier, fixed.cArgument)
            case ("f", .double(let number)), ("e", .double(let number)), ("g", .double(let number)):
                result += String(format: specifier, number)
            // A Float goes to a C variadic function as a Double.
            case ("f", .float(let number)), ("e", .float(let number)), ("g", .float(let number)):
                result += String(format: specifier, Double(number))
            case ("@", .string), ("@", .substring):
                result += interpreter.describeForPrint(value)
            default:
                throw interpreter.error(Msg.Run.notInSubset(Msg.Run.formatMismatch(specifier, interpreter.runtimeTypeName(value))), span)
            }
        }
        return result
    }

    static func opaqueDate(_ date: Date = Date()) -> Value {
        .opaque(OpaqueValue(typeName: "Date", description: "\(date)"))
    }

    /// `Date()` is now; `Date(timeIntervalSince1970: 0)`, `Date(timeIntervalSinceNow: 60)` and
    /// `Date(timeIntervalSinceReferenceDate: 0)` the moment they name. Any other `Date(…)` is outside the subset, never silently now.
    private static func constructDate(_ values: [Value], _ arguments: [Argument], interpreter: Interpreter,
                                      span: Span) throws -> Value {
        guard let argument = arguments.first else { return opaqueDate() }
        guard arguments.count == 1, let seconds = double(values[0]) else {
            throw interpreter.error(Msg.Run.libraryMemberOutsideSubset("init(\(argument.label ?? "_"):)", of: "Date"), span)
        }
        switch argument.label {
        case "timeIntervalSince1970": return opaqueDate(Date(timeIntervalSince1970: seconds))
        case "timeIntervalSinceNow": return opaqueDate(Date(timeIntervalSinceNow: seconds))
        case "timeIntervalSinceReferenceDate": return opaqueDate(Date(timeIntervalSinceReferenceDate: seconds))
        default: throw interpreter.error(Msg.Run.libraryMemberOutsideSubset("init(\(argument.label ?? "_"):)", of: "Date"), span)
        }
    }
}
