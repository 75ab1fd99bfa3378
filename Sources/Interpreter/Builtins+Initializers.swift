import Foundation
import Language
import Typing
import Messages

/// The initializers of the library's types the subset offers: `Int("12")`, `String(x)`,
/// `Array(repeating:count:)`, `Set(xs)`, `Date(…)`…
extension Builtins {
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
                guard count >= 0 else { throw interpreter.error(Msg.Run.negativeRepeatCount("String", count), span) }
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
                guard count >= 0 else { throw interpreter.error(Msg.Run.negativeRepeatCount("Array", count), span) }
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
