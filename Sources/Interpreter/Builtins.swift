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
            // `print(Socio("a").nombre)`: the instance went once read, and its deinit prints first, as in Swift.
            if !interpreter.pendingDeinits.isEmpty { try interpreter.runPendingDeinits() }
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
}
