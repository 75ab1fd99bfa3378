import Language
import Messages

extension Builtins {
    static let opaqueTypeNames: Set<String> = ["Date", "Task", "UUID", "Error", "Any", "Never"]

    static func property(_ name: String, of value: Value, interpreter: Interpreter, span: Span) throws -> Value? {
        if let collection = try collectionProperty(name, of: value, interpreter: interpreter, span: span) { return collection }
        switch (value, name) {
        case (.array(let elements), "count"): return .int(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.array(let elements), "first"): return .optional(elements.first)
        case (.array(let elements), "last"): return .optional(elements.last)
        case (.array(let elements), "indices"):
            return .range(RangeValue(lower: .int(0), upper: .int(elements.count), kind: .halfOpen))
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "first"): return .optional(text.first.map { .string(String($0)) })
        case (.string(let text), "last"): return .optional(text.last.map { .string(String($0)) })
        case (.int, "description"), (.double, "description"), (.bool, "description"), (.string, "description"):
            return .string(interpreter.describeForPrint(value))
        case (.optional(let wrapped), "isNil"): return .bool(wrapped == nil)
        case (.enumCase, "description"), (.structure, "description"):
            return .string(interpreter.describeForPrint(value))
        default: return nil
        }
    }

    static func method(_ name: String, on base: Value, baseExpression: Expr, _ arguments: [Argument], _ scope: Scope,
                       interpreter: Interpreter, span: Span) throws -> Value {
        func argument(_ index: Int, expected: RuntimeType? = nil) throws -> Value {
            guard index < arguments.count else { throw interpreter.error(Msg.Run.missingArgument("_", name), span) }
            return try interpreter.evaluate(arguments[index].value, scope, expected: expected)
        }
        func mutate(_ change: (inout [Value]) throws -> Value) throws -> Value {
            var result = Value.void
            try interpreter.modify(baseExpression, scope, span: span) { container in
                guard case .array(var elements) = container else {
                    throw interpreter.error(Msg.Run.unknownMember(name, of: interpreter.runtimeTypeName(container)), span)
                }
                container = .void
                defer { container = .array(elements) }
                result = try interpreter.changeArray(&elements, span, change)
            }
            return result
        }
        func call(_ function: Value, _ values: [Value]) throws -> Value {
            guard case .function(let body) = function else { throw interpreter.error(Msg.Run.notAFunction, span) }
            switch body.body {
            case .closure(let parameters, let statements, let captured):
                return try interpreter.invokeClosure(parameters, statements, captured, values, span: span)
            case .declared(let located, let selfValue, _):
                return try interpreter.invokeDeclared(located, selfValue: selfValue, arguments: values)
            case .member(let type, let name):
                // `xs.map(Evento.cargar)`: a case with payload builds values from the elements.
                guard let info = type.caseNamed(name), info.payload.count == values.count else {
                    throw interpreter.error(Msg.Run.notAFunction, span)
                }
                return .enumCase(EnumValue(type: type, caseName: name, payload: values))
            case .builtin:
                throw interpreter.error(Msg.Run.notAFunction, span)
            }
        }
        let elementType: RuntimeType? = {
            if case .array(let elements) = base { return elements.first.flatMap(interpreter.runtimeType(of:)) }
            return nil
        }()
        let request = SequenceCall(name: name, base: base, baseExpression: baseExpression, arguments: arguments, scope: scope,
                                   interpreter: interpreter, span: span)
        if let result = try collectionMethod(request) { return result }
        if !base.isPlainScalar, name != "append", name != "insert", name != "remove", name != "joined",
           let result = try sequenceMethod(request) {
            return result
        }
        switch (base, name) {
        case (.array, "append"):
            if arguments.first?.label == "contentsOf", case .array(let more) = try argument(0) {
                return try mutate { $0 += more; return .void }
            }
            let element = try argument(0, expected: elementType)
            return try mutate { $0.append(element); return .void }
        case (.array, "insert"):
            let element = try argument(0, expected: elementType)
            guard case .int(let index) = try argument(1) else { break }
            return try mutate { elements in
                guard index >= 0, index <= elements.count else {
                    throw interpreter.error(Msg.Run.indexOutOfRange(index, elements.count), span)
                }
                elements.insert(element, at: index)
                return .void
            }
        case (.array, "remove"):
            guard case .int(let index) = try argument(0) else { break }
            return try mutate { elements in
                guard elements.indices.contains(index) else {
                    throw interpreter.error(Msg.Run.indexOutOfRange(index, elements.count), span)
                }
                return elements.remove(at: index)
            }
        case (.array, "removeLast"), (.array, "removeFirst"):
            return try mutate { elements in
                guard !elements.isEmpty else { throw interpreter.error(Msg.Run.indexOutOfRange(0, 0), span) }
                return name == "removeLast" ? elements.removeLast() : elements.removeFirst()
            }
        case (.array, "removeAll"):
            return try mutate { $0.removeAll(); return .void }
        case (.array(let elements), "contains"):
            if arguments.first?.label == "where" || arguments.first.map({ if case .closure = $0.value.kind { true } else { false } }) == true {
                let predicate = try argument(0)
                return .bool(try elements.contains { try call(predicate, [$0]).asBool == true })
            }
            let needle = try argument(0, expected: elementType)
            return .bool(elements.contains { valuesEqual($0, needle) })
        case (.array(let elements), "firstIndex"):
            let needle = try argument(0, expected: elementType)
            return .optional(elements.firstIndex { valuesEqual($0, needle) }.map(Value.int))
        case (.array(let elements), "reversed"):
            try interpreter.chargeElements(elements.count, span)
            return .array(elements.reversed())
        case (.array(let elements), "map"):
            let transform = try argument(0)
            try interpreter.chargeElements(elements.count, span)
            return .array(try elements.map { try call(transform, [$0]) })
        case (.array(let elements), "filter"):
            let predicate = try argument(0)
            return .array(try elements.filter { try call(predicate, [$0]).asBool == true })
        case (.array(let elements), "allSatisfy"):
            let predicate = try argument(0)
            return .bool(try elements.allSatisfy { try call(predicate, [$0]).asBool == true })
        case (.array(let elements), "forEach"):
            let body = try argument(0)
            for element in elements { _ = try call(body, [element]) }
            return .void
        case (.array(let elements), "reduce"):
            var accumulator = try argument(0)
            let combine = try argument(1)
            for element in elements { accumulator = try call(combine, [accumulator, element]) }
            return accumulator
        case (.array(let elements), "joined"):
            let separator = arguments.isEmpty ? "" : interpreter.describeForPrint(try argument(0))
            let pieces = elements.map(interpreter.describeForPrint)
            try interpreter.chargeMemory(pieces.reduce(0) { $0 &+ $1.utf8.count &+ separator.utf8.count }, span)
            return .string(pieces.joined(separator: separator))
        case (.array(let elements), "sorted"):
            // `sorted(by: f)` or a trailing closure `sorted { $0 > $1 }`.
            if !arguments.isEmpty, case .function = try argument(0) {
                let order = try argument(0)
                return .array(try elements.sorted { a, b in try call(order, [a, b]).asBool == true })
            }
            return .array(try elements.sorted { a, b in
                if case .bool(true)? = try interpreter.less(a, b, span: span) { return true }
                return false
            })
        case (.array(let elements), "min"), (.array(let elements), "max"):
            guard var best = elements.first else { return .none }
            for candidate in elements.dropFirst() {
                guard case .bool(let less)? = try interpreter.less(candidate, best, span: span) else { break }
                if less == (name == "min") { best = candidate }
            }
            return .optional(best)
        case (.array(let elements), "enumerated"):
            try interpreter.chargeElements(elements.count * 3, span)
            return .array(elements.enumerated().map {
                .tuple(TupleValue(labels: ["offset", "element"], elements: [.int($0.offset), $0.element]))
            })
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "hasPrefix"):
            guard case .string(let prefix) = try argument(0) else { break }
            return .bool(text.hasPrefix(prefix))
        case (.string(let text), "hasSuffix"):
            guard case .string(let suffix) = try argument(0) else { break }
            return .bool(text.hasSuffix(suffix))
        case (.string(let text), "contains"):
            guard case .string(let part) = try argument(0) else { break }
            return .bool(text.contains(part))
        case (.int(let number), "isMultiple"):
            guard case .int(let other) = try argument(0) else { break }
            // As the standard library answers it: only zero is a multiple of zero, and every
            // value is a multiple of -1 (`Int.min % -1` would trap).
            if other == 0 { return .bool(number == 0) }
            if other == -1 { return .bool(true) }
            return .bool(number % other == 0)
        case (.bool, "toggle"):
            try interpreter.modify(baseExpression, scope, span: span) { flag in
                if case .bool(let value) = flag { flag = .bool(!value) }
            }
            return .void
        case (.optional(let wrapped), "map"):
            guard let wrapped else { return .none }
            return .optional(try call(try argument(0), [wrapped]))
        default:
            break
        }
        throw interpreter.error(Msg.Run.unknownMember(name, of: interpreter.runtimeTypeName(base)), span)
    }

    static func staticMember(_ name: String, of type: TypeInfo, interpreter: Interpreter, span: Span) throws -> Value? {
        switch (type.name, name) {
        case ("Date", "now"): return opaqueDate()
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        default: return nil
        }
    }

    static func staticCall(_ name: String, of type: TypeInfo, _ arguments: [Argument], _ scope: Scope,
                           interpreter: Interpreter, span: Span) throws -> Value? {
        switch (type.name, name) {
        case ("Int", "random"), ("Bool", "random"):
            return nil
        default:
            return nil
        }
    }

    /// Properties of sets, dictionaries, ranges, strings' indices and characters.
    static func collectionProperty(_ name: String, of value: Value, interpreter: Interpreter, span: Span) throws -> Value? {
        switch (value, name) {
        case (.array, "lazy"), (.set, "lazy"), (.dictionary, "lazy"), (.range, "lazy"), (.string, "lazy"): return value
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
        case (.string(let text), "isLetter"), (.string(let text), "isNumber"), (.string(let text), "isUppercase"),
             (.string(let text), "isLowercase"), (.string(let text), "isWhitespace"), (.string(let text), "isPunctuation"),
             (.string(let text), "isNewline"), (.string(let text), "isWholeNumber"), (.string(let text), "isASCII"),
             (.string(let text), "asciiValue"), (.string(let text), "wholeNumberValue"):
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
            case "asciiValue": return .optional(character.asciiValue.map { .int(Int($0)) })
            default: return .optional(character.wholeNumberValue.map(Value.int))
            }
        default:
            return nil
        }
    }
}

extension Value {
    /// Numbers, flags and enum values: nothing a sequence method applies to.
    var isPlainScalar: Bool {
        switch self {
        case .int, .double, .bool, .enumCase, .structure, .instance, .function, .metatype, .opaque, .void, .tuple, .optional:
            return true
        case .string, .array, .dictionary, .set, .range:
            return false
        }
    }
}
