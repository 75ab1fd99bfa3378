import Language
import Typing
import Messages

extension Builtins {
    static let opaqueTypeNames = Set(["Date", "Task", "UUID", "Error", "Any", "Never", "UInt8", "Float", "UnicodeScalar"])
        .union(IntegerWidth.allCases.map(\.rawValue))

    static func property(_ name: String, of value: Value, interpreter: Interpreter, span: Span) throws -> Value? {
        if let collection = try collectionProperty(name, of: value, interpreter: interpreter, span: span) { return collection }
        if case .float(let number) = value, let member = floatProperty(name, of: number) { return member }
        if case .opaque(let view) = value, let member = textViewProperty(name, of: view) { return member }
        switch (value, name) {
        case (.array(let elements), "count"): return .int(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.array(let elements), "first"): return .optional(elements.first)
        case (.array(let elements), "last"): return .optional(elements.last)
        case (.array, "startIndex"): return .int(0)
        case (.array(let elements), "endIndex"): return .int(elements.count)
        case (.array(let elements), "indices"):
            return .range(RangeValue(lower: .int(0), upper: .int(elements.count), kind: .halfOpen))
        case (.substring(let piece), _): return try property(name, of: .string(piece.text), interpreter: interpreter, span: span)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), _) where TextView(member: name) != nil: return textView(name, of: text)
        case (.scalar(let scalar), _):
            if name == "description" { return .string(String(scalar)) }
            return scalarProperty(name, of: scalar)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "first"): return .optional(text.first.map { .string(String($0)) })
        case (.string(let text), "last"): return .optional(text.last.map { .string(String($0)) })
        case (.string(let text), "capitalized"): return .string(capitalized(text))
        case (.fixed(let fixed), "magnitude"):
            // Of the unsigned type of the same width (`Int8`'s is a `UInt8`).
            if fixed.width == .int8 { return .uint8(UInt8(abs(fixed.number))) }
            let unsigned = IntegerWidth(rawValue: fixed.width.isSigned ? "U" + fixed.width.rawValue : fixed.width.rawValue) ?? .uint64
            return .fixed(FixedInteger(unsigned, abs(fixed.number)))
        case (.fixed(let fixed), "nonzeroBitCount"), (.fixed(let fixed), "leadingZeroBitCount"), (.fixed(let fixed), "trailingZeroBitCount"):
            // Of the number's bits in its type's width (two's complement for a negative one).
            let bits = UInt64(truncatingIfNeeded: Int64(truncatingIfNeeded: fixed.number)) & (fixed.width.bitWidth == 64 ? .max : (1 << fixed.width.bitWidth) - 1)
            switch name {
            case "nonzeroBitCount": return .int(bits.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(bits.leadingZeroBitCount - (64 - fixed.width.bitWidth))
            default: return .int(bits == 0 ? fixed.width.bitWidth : bits.trailingZeroBitCount)
            }
        case (.int, "description"), (.double, "description"), (.float, "description"), (.bool, "description"), (.string, "description"),
             (.uint8, "description"), (.fixed, "description"):
            return .string(interpreter.describeForPrint(value))
        case (.int, "debugDescription"), (.double, "debugDescription"), (.float, "debugDescription"), (.bool, "debugDescription"),
             (.string, "debugDescription"), (.substring, "debugDescription"), (.scalar, "debugDescription"), (.uint8, "debugDescription"),
             (.fixed, "debugDescription"), (.array, "debugDescription"), (.set, "debugDescription"), (.dictionary, "debugDescription"),
             (.optional, "debugDescription"), (.tuple, "debugDescription"), (.range, "debugDescription"):
            // What `String(reflecting:)` and `debugPrint` write: text quoted, an optional as `Optional(…)`.
            return .string(try interpreter.describeChecked(value, span, debug: true))
        case (.optional(let wrapped), "isNil"): return .bool(wrapped == nil)
        case (.enumCase, "description"), (.structure, "description"), (.array, "description"), (.set, "description"),
             (.dictionary, "description"), (.optional, "description"), (.tuple, "description"), (.range, "description"):
            // `elementos.description` is what `print` writes of them.
            return .string(try interpreter.describeChecked(value, span))
        case (.int(let number), "magnitude"):
            // A `UInt`, as in Swift (`Int.min`'s too).
            return .fixed(FixedInteger(.uint, Int128(number.magnitude)))
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isInfinite"): return .bool(number.isInfinite)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.double(let number), "isZero"): return .bool(number.isZero)
        case (_, "hashValue"):
            // Swift seeds its hashes anew on each run, so only their equalities can be relied on.
            return .int(ValueKey.hash(of: value))
        default: return nil
        }
    }

    /// `base` is taken, not borrowed: a method that changes it in place must be the only one
    /// holding its storage (see `SequenceCall.mutate`).
    static func method(_ name: String, on base: consuming Value, baseExpression: Expr, _ arguments: [Argument], _ scope: Scope,
                       interpreter: Interpreter, span: Span) throws -> Value {
        // `s.index(of: "l")`: the old name of `firstIndex(of:)`, which swiftc still takes (with a warning).
        if name == "index", arguments.count == 1, arguments[0].label == "of" {
            return try method("firstIndex", on: base, baseExpression: baseExpression, arguments, scope, interpreter: interpreter, span: span)
        }
        func argument(_ index: Int, expected: RuntimeType? = nil) throws -> Value {
            guard index < arguments.count else { throw interpreter.error(Msg.Run.missingArgument("_", name), span) }
            return try interpreter.evaluate(arguments[index].value, scope, expected: expected)
        }
        if interpreter.isHasher(base) {
            return try interpreter.hasherMethod(name, on: baseExpression, arguments, scope, span: span)
        }
        if name == "joined", base.librarySequence != nil {
            // `xs.prefix(2).joined()`: joined as the array of its elements.
            return try method(name, on: .array(try interpreter.sequenceElements(base, span)), baseExpression: baseExpression,
                              arguments, scope, interpreter: interpreter, span: span)
        }
        if case .optional(let wrapped) = base, name == "map" || name == "flatMap" {
            // `Int("7").map { $0 * 2 }`; `flatMap`'s closure gives the optional itself.
            guard let wrapped else { return .none }
            let produced = try interpreter.apply(try argument(0), [wrapped], span: span)
            if name == "flatMap", case .optional = produced { return produced }
            return .optional(produced)
        }
        let request = SequenceCall(name: name, base: consume base, baseExpression: baseExpression, arguments: arguments, scope: scope,
                                   interpreter: interpreter, span: span)
        // `texto.utf8.map { … }`: the checker let through only what reads the bytes as an array's would.
        if case .opaque(let view) = request.base, let bytes = textViewElements(view) {
            return try method(name, on: .array(bytes), baseExpression: baseExpression, arguments, scope, interpreter: interpreter, span: span)
        }
        // What a collection or any sequence has is answered there; what is left is below.
        if let result = try collectionMethod(request) { return result }
        // A program's own sequence (`struct Cuenta: Sequence`): the library's methods read it as Swift's do.
        if request.base.isPlainScalar, interpreter.isProgramSequence(request.base) {
            if let streamed = try interpreter.programSequenceMethod(request) { return streamed }
            if ["sorted", "min", "max"].contains(name) {
                return try method(name, on: .array(try interpreter.sequenceElements(request.base, span)), baseExpression: baseExpression,
                                  arguments, scope, interpreter: interpreter, span: span)
            }
        }
        if !request.base.isPlainScalar, let result = try sequenceMethod(request) { return result }
        switch (request.base, name) {
        case (.array(let elements), "joined") where elements.allSatisfy(\.isArray) && !elements.isEmpty:
            let separator: [Value]
            if arguments.isEmpty { separator = [] } else if case .array(let given) = try argument(0) { separator = given } else { break }
            var flat: [Value] = []
            for (index, element) in elements.enumerated() {
                if index > 0 { flat += separator }
                if case .array(let inner) = element { flat += inner }
            }
            try interpreter.chargeMemory(flat.count &* 16, span)
            return .array(flat)
        case (.array(let elements), "joined"):
            let separator = arguments.isEmpty ? "" : interpreter.describeForPrint(try argument(0))
            let pieces = elements.map(interpreter.describeForPrint)
            try interpreter.chargeMemory(pieces.reduce(0) { $0 &+ $1.utf8.count &+ separator.utf8.count }, span)
            return .string(pieces.joined(separator: separator))
        case (.int(let number), "isMultiple"):
            guard case .int(let other) = try argument(0) else { break }
            // As the standard library answers it: only zero is a multiple of zero, and every
            // value is a multiple of -1 (`Int.min % -1` would trap).
            if other == 0 { return .bool(number == 0) }
            if other == -1 { return .bool(true) }
            return .bool(number % other == 0)
        case (.int(let number), "addingReportingOverflow"), (.int(let number), "subtractingReportingOverflow"),
             (.int(let number), "multipliedReportingOverflow"):
            guard case .int(let other) = try argument(0, expected: .int) else { break }
            let result = name.hasPrefix("adding") ? number.addingReportingOverflow(other)
                : name.hasPrefix("subtracting") ? number.subtractingReportingOverflow(other) : number.multipliedReportingOverflow(by: other)
            return .tuple(TupleValue(labels: ["partialValue", "overflow"], elements: [.int(result.partialValue), .bool(result.overflow)]))
        case (.int(let number), "signum"):
            return .int(number.signum())
        case (.fixed(let fixed), "isMultiple"):
            guard let other = try argument(0).anyInteger else { break }
            return .bool(other == 0 ? fixed.number == 0 : fixed.number % other == 0)
        case (.fixed(let fixed), "signum"):
            return .fixed(FixedInteger(fixed.width, fixed.number.signum()))
        case (.float(let number), _):
            if let result = try floatMethod(name, of: number, arguments, { [try argument(0, expected: .opaque("Float"))] }) { return result }
        case (.double(let number), "squareRoot") where arguments.isEmpty:
            return .double(number.squareRoot())
        case (.double(let number), "rounded") where arguments.isEmpty:
            return .double(number.rounded())
        case (.double(let number), "rounded") where arguments.count == 1:
            guard case .implicitMember(let name) = arguments[0].value.kind, let rule = RoundingRule.byName[name] else { break }
            return .double(number.rounded(rule))
        case (.double(let number), "truncatingRemainder") where arguments.count == 1:
            guard let divisor = Builtins.double(try argument(0, expected: .double)) else { break }
            return .double(number.truncatingRemainder(dividingBy: divisor))
        case (.double(let number), "remainder") where arguments.count == 1:
            guard let divisor = Builtins.double(try argument(0, expected: .double)) else { break }
            return .double(number.remainder(dividingBy: divisor))
        case (.bool, "toggle"):
            try interpreter.modify(baseExpression, scope, span: span) { flag in
                if case .bool(let value) = flag { flag = .bool(!value) }
            }
            return .void
        default:
            break
        }
        throw interpreter.memberError(name, of: request.base, span)
    }

    static func staticMember(_ name: String, of type: TypeInfo, interpreter: Interpreter, span: Span) throws -> Value? {
        switch (type.name, name) {
        case ("Date", "now"): return opaqueDate()
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("UInt8", "max"): return .uint8(UInt8.max)
        case ("UInt8", "min"): return .uint8(UInt8.min)
        case ("UInt8", "zero"): return .uint8(0)
        case (let typeName, "zero") where IntegerWidth(rawValue: typeName) != nil:
            return IntegerWidth(rawValue: typeName).map { .fixed(FixedInteger($0, 0)) }
        case (let typeName, "max") where IntegerWidth(rawValue: typeName) != nil:
            return IntegerWidth(rawValue: typeName).map { .fixed(FixedInteger($0, $0.bounds.upperBound)) }
        case (let typeName, "min") where IntegerWidth(rawValue: typeName) != nil:
            return IntegerWidth(rawValue: typeName).map { .fixed(FixedInteger($0, $0.bounds.lowerBound)) }
        case ("Float", _): return floatStaticMember(name)
        case ("Double", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        case ("Double", "nan"): return .double(Double.nan)
        case ("Double", "zero"): return .double(0)
        case ("Double", "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
        case ("Double", "ulpOfOne"): return .double(Double.ulpOfOne)
        case ("Double", "leastNonzeroMagnitude"): return .double(Double.leastNonzeroMagnitude)
        case ("Double", "leastNormalMagnitude"): return .double(Double.leastNormalMagnitude)
        case ("Int", "zero"): return .int(0)
        case ("Int", "bitWidth"): return .int(Int.bitWidth)
        default: return nil
        }
    }

    static func staticCall(_ name: String, of type: TypeInfo, _ arguments: [Argument], _ scope: Scope,
                           interpreter: Interpreter, span: Span) throws -> Value? {
        switch (type.name, name) {
        case ("Bool", "random") where arguments.isEmpty:
            return .bool(Bool.random())
        case ("Int", "random"), ("Double", "random"), ("Float", "random"):
            guard arguments.count == 1, arguments[0].label == "in",
                  case .range(let range) = try interpreter.evaluate(arguments[0].value, scope, expected: nil) else { return nil }
            return try random(in: range, of: type.name, interpreter: interpreter, span: span)
        default:
            return nil
        }
    }

    /// `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`: Swift traps on an empty range.
    private static func random(in range: RangeValue, of type: String, interpreter: Interpreter, span: Span) throws -> Value? {
        let empty = interpreter.error(Msg.Run.randomInEmptyRange, span)
        if type == "Int" {
            guard let low = range.lower.asInt, let high = range.upper.asInt else { return nil }
            switch range.kind {
            case .closed: guard low <= high else { throw empty }; return .int(Int.random(in: low...high))
            case .halfOpen: guard low < high else { throw empty }; return .int(Int.random(in: low..<high))
            case .from, .upTo, .through: return nil
            }
        }
        if type == "Float" {
            guard let low = range.lower.floatOperand, let high = range.upper.floatOperand else { return nil }
            return try floatingRandom(low, high, range.kind, empty).map(Value.float)
        }
        guard let low = double(range.lower), let high = double(range.upper) else { return nil }
        return try floatingRandom(low, high, range.kind, empty).map(Value.double)
    }

    /// A draw in the number's own type, as Swift's `random(in:)` makes it.
    private static func floatingRandom<Number: BinaryFloatingPoint>(_ low: Number, _ high: Number, _ kind: RangeValue.Kind,
                                                                  _ empty: Error) throws -> Number?
    where Number.RawSignificand: FixedWidthInteger {
        switch kind {
        case .closed: guard low <= high else { throw empty }; return Number.random(in: low...high)
        case .halfOpen: guard low < high else { throw empty }; return Number.random(in: low..<high)
        case .from, .upTo, .through: return nil
        }
    }

    /// Properties of sets, dictionaries, ranges, strings' indices and characters.
    static func collectionProperty(_ name: String, of value: Value, interpreter: Interpreter, span: Span) throws -> Value? {
        if let (kind, fields) = value.librarySequence {
            return try interpreter.librarySequenceProperty(name, kind, value, fields, span: span)
        }
        switch (value, name) {
        case (.array, "lazy"), (.set, "lazy"), (.dictionary, "lazy"), (.range, "lazy"), (.string, "lazy"):
            return interpreter.libraryValue(.lazy, [value])
        case (.set(let set), "count"): return .int(set.count)
        case (.set(let set), "isEmpty"): return .bool(set.count == 0)
        case (.set(let set), "first"): return .optional(set.elements.first)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
        case (.dictionary(let d), "keys"): return .array(d.keys)
        case (.dictionary(let d), "values"): return .array(d.values)
        case (.dictionary, "first"): return .optional(try interpreter.sequenceElements(value, span).first)
        case (.range(let r), "lowerBound"): return r.lower
        case (.range(let r), "upperBound"): return r.upper
        case (.range(let r), "count"), (.range(let r), "isEmpty"), (.range(let r), "first"), (.range(let r), "last"):
            guard r.isBounded, case .int(let low) = r.lower, case .int(let high) = r.upper else { return nil }
            let (distance, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, distance < Int.max else { throw interpreter.error(Msg.Run.rangeTooLarge, span) }
            let count = distance + (r.kind == .closed ? 1 : 0)
            switch name {
            case "count": return .int(count)
            case "isEmpty": return .bool(count == 0)
            case "first": return .optional(count > 0 ? r.lower : nil)
            default: return .optional(count > 0 ? .int(r.kind == .closed ? high : high - 1) : nil)
            }
        case (.string, "startIndex"): return .int(0)
        case (.string(let text), "endIndex"): return .int(text.count)
        case (.string(let text), "indices"): return .array((0..<text.count).map(Value.int))
        case (.substring(let piece), "startIndex"): return .int(piece.start)
        case (.substring(let piece), "endIndex"): return .int(piece.start + piece.text.count)
        case (.substring(let piece), "indices"): return .array((piece.start..<piece.start + piece.text.count).map(Value.int))
        case (.substring(let piece), _): return try collectionProperty(name, of: .string(piece.text), interpreter: interpreter, span: span)
        case (.string(let text), "isLetter"), (.string(let text), "isNumber"), (.string(let text), "isUppercase"),
             (.string(let text), "isLowercase"), (.string(let text), "isWhitespace"), (.string(let text), "isPunctuation"),
             (.string(let text), "isNewline"), (.string(let text), "isWholeNumber"), (.string(let text), "isASCII"),
             (.string(let text), "asciiValue"), (.string(let text), "wholeNumberValue"), (.string(let text), "isHexDigit"),
             (.string(let text), "hexDigitValue"), (.string(let text), "isSymbol"), (.string(let text), "isMathSymbol"),
             (.string(let text), "isCurrencySymbol"), (.string(let text), "isCased"):
            // A Character is a one-character string at run time.
            guard let character = text.first, text.count == 1 else { return nil }
            switch name {
            case "isLetter": return .bool(character.isLetter)
            case "isNumber": return .bool(character.isNumber)
            case "isUppercase": return .bool(character.isUppercase)
            case "isLowercase": return .bool(character.isLowercase)
            case "isWhitespace": return .bool(character.isWhitespace)
            case "isPunctuation": return .bool(character.isPunctuation)
            case "isNewline": return .bool(character.isNewline)
            case "isWholeNumber": return .bool(character.isWholeNumber)
            case "isASCII": return .bool(character.isASCII)
            case "asciiValue": return .optional(character.asciiValue.map(Value.uint8))
            case "isHexDigit": return .bool(character.isHexDigit)
            case "hexDigitValue": return .optional(character.hexDigitValue.map(Value.int))
            case "isSymbol": return .bool(character.isSymbol)
            case "isMathSymbol": return .bool(character.isMathSymbol)
            case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
            case "isCased": return .bool(character.isCased)
            default: return .optional(character.wholeNumberValue.map(Value.int))
            }
        default:
            return nil
        }
    }
}

extension Value {
    var isArray: Bool { if case .array = self { return true }; return false }

    /// Numbers, flags and enum values: nothing a sequence method applies to.
    var isPlainScalar: Bool {
        switch self {
        case .structure(let s): return s.type.library == nil
        case .int, .uint8, .fixed, .scalar, .float, .double, .bool, .enumCase, .instance, .function, .metatype, .opaque, .void, .tuple, .optional:
            return true
        case .string, .substring, .array, .dictionary, .set, .range:
            return false
        }
    }
}

extension Builtins {
    /// Foundation's `capitalized`, as it answers on this platform: a letter after anything but
    /// a letter or an apostrophe starts a word and goes upper case, every other letter lower
    /// case (`año-nuevo` is `Año-Nuevo`, `o'neil` is `O'neil`, `3d` is `3D`).
    static func capitalized(_ text: String) -> String {
        var result = "", startsWord = true
        for character in text {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !(character.isLetter || character == "'" || character == "\u{2019}")
        }
        return result
    }
}
