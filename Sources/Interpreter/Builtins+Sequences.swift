import Language
import Messages

/// The library's sequence methods, for every sequence the subset has: arrays, sets,
/// dictionaries (of `(key:value:)` pairs), ranges and strings (of characters). Each answers
/// with the type Swift's does: `filter` keeps a set a set and a string a string, `map` makes an array.
struct SequenceCall {
    let name: String
    /// The receiver as read for the call, let go of by `mutate` (see there).
    private let held: HeldReceiver
    var base: Value { held.value }
    let baseExpression: Expr
    let arguments: [Argument]
    let scope: Scope
    unowned let interpreter: Interpreter
    let span: Span

    init(name: String, base: consuming Value, baseExpression: Expr, arguments: [Argument], scope: Scope,
         interpreter: Interpreter, span: Span) {
        self.name = name
        held = HeldReceiver(base)
        self.baseExpression = baseExpression
        self.arguments = arguments
        self.scope = scope
        self.interpreter = interpreter
        self.span = span
    }

    func argument(_ index: Int, expected: RuntimeType? = nil) throws -> Value {
        guard index < arguments.count else { throw interpreter.error(Msg.Run.missingArgument("_", name), span) }
        return try interpreter.evaluate(arguments[index].value, scope, expected: expected)
    }

    func labelled(_ label: String) -> Int? { arguments.firstIndex { $0.label == label } }

    var isPredicate: Bool {
        guard let first = arguments.first else { return false }
        if first.label == "where" || first.label == "by" { return true }
        if case .closure = first.value.kind { return true }
        return false
    }

    func call(_ function: Value, _ values: Value...) throws -> Value { try interpreter.apply(function, values, span: span) }

    func test(_ function: Value, _ value: Value) throws -> Bool { try call(function, value).asBool == true }

    func elements() throws -> [Value] { try interpreter.sequenceElements(base, span) }

    /// The same kind of collection as the base, holding `elements` (for `filter`).
    func rebuilt(_ elements: [Value]) -> Value {
        switch base {
        case .set: return .set(SetValue(elements))
        case .string, .substring: return .string(elements.map { Builtins.text($0) }.joined())
        case .dictionary:
            var dictionary = DictionaryValue()
            for case .tuple(let pair) in elements where pair.elements.count == 2 { dictionary[pair.elements[0]] = pair.elements[1] }
            return .dictionary(dictionary)
        default: return .array(elements)
        }
    }

    /// Runs `change` on the base's storage (a `mutating` library method). The receiver read for
    /// the call shares that storage: held while it changes, Swift's copy-on-write would copy
    /// every element on each `xs.append(x)` (a loop of them quadratic), so it is let go of first.
    func mutate(_ change: (inout Value) throws -> Value) throws -> Value {
        held.value = .void
        var result = Value.void
        try interpreter.modify(baseExpression, scope, span: span) { stored in result = try change(&stored) }
        return result
    }

    func unknown() -> RuntimeError {
        interpreter.memberError(name, of: base, span)
    }
}

/// A library method's receiver, in one place every copy of its `SequenceCall` shares, so that
/// letting go of it lets go of it for all.
final class HeldReceiver {
    var value: Value
    init(_ value: consuming Value) { self.value = value }
}

extension Builtins {
    static func text(_ value: Value) -> String {
        value.text ?? ""
    }

    /// The methods every sequence has; nil for a name that is not one of them.
    static func sequenceMethod(_ call: SequenceCall) throws -> Value? {
        let interpreter = call.interpreter
        let span = call.span
        if let lazy = try interpreter.lazyMethod(call) { return lazy }
        if case .range(let range) = call.base, range.kind == .from, call.isPredicate, call.name == "first" || call.name == "contains" {
            return try firstInEndlessRange(call)
        }
        switch call.name {
        case "map":
            let transform = try call.argument(0)
            let elements = try call.elements()
            try interpreter.chargeElements(elements.count, span)
            return .array(try elements.map { try call.call(transform, $0) })
        case "compactMap":
            let transform = try call.argument(0)
            return .array(try call.elements().compactMap { element -> Value? in
                let produced = try call.call(transform, element)
                if case .optional(let wrapped) = produced { return wrapped }
                return produced
            })
        case "flatMap":
            let transform = try call.argument(0)
            var result: [Value] = []
            for element in try call.elements() {
                let produced = try call.call(transform, element)
                switch produced {
                case .optional(let wrapped): if let wrapped { result.append(wrapped) }
                default: result += try interpreter.sequenceElements(produced, span)
                }
                try interpreter.chargeElements(result.count, span)
            }
            return .array(result)
        case "filter":
            let predicate = try call.argument(0)
            return call.rebuilt(try call.elements().filter { try call.test(predicate, $0) })
        case "forEach":
            let body = try call.argument(0)
            for element in try call.elements() { _ = try call.call(body, element) }
            return .void
        case "reduce" where call.arguments.first?.label == "into":
            var accumulator = try call.argument(0)
            let combine = try call.argument(1)
            for element in try call.elements() {
                accumulator = try interpreter.applyInout(combine, accumulator, element, span: span)
            }
            return accumulator
        case "reduce":
            var accumulator = try call.argument(0)
            let combine = try call.argument(1)
            for element in try call.elements() { accumulator = try call.call(combine, accumulator, element) }
            return accumulator
        case "contains" where call.isPredicate:
            let predicate = try call.argument(0)
            return .bool(try call.elements().contains { try call.test(predicate, $0) })
        case "contains":
            if case .range(let range) = call.base {
                let value = try call.argument(0, expected: interpreter.runtimeType(of: range.lower))
                // `(Hora(9, 0)...Hora(13, 0)).contains(h)`: the program's own `<` orders its bounds.
                if case .structure = value { return .bool(try range.contains(value) { try interpreter.ordered($0, $1, span: span) }) }
                if case .enumCase = value { return .bool(try range.contains(value) { try interpreter.ordered($0, $1, span: span) }) }
                if case .instance = value { return .bool(try range.contains(value) { try interpreter.ordered($0, $1, span: span) }) }
                return .bool(Interpreter.rangeMatches(range, value))
            }
            let needle = try call.argument(0, expected: try call.elements().first.flatMap(interpreter.runtimeType(of:)))
            switch call.base {
            case .set(let set): return .bool(set.contains(needle))
            default: return .bool(try call.elements().contains { try interpreter.equal($0, needle, span: span) })
            }
        case "allSatisfy":
            let predicate = try call.argument(0)
            return .bool(try call.elements().allSatisfy { try call.test(predicate, $0) })
        case "count" where call.isPredicate:
            let predicate = try call.argument(0)
            return .int(try call.elements().filter { try call.test(predicate, $0) }.count)
        case "first" where call.isPredicate:
            let predicate = try call.argument(0)
            return .optional(try call.elements().first { try call.test(predicate, $0) })
        case "last" where call.isPredicate:
            let predicate = try call.argument(0)
            return .optional(try call.elements().last { try call.test(predicate, $0) })
        case "firstIndex", "lastIndex":
            let elements = try call.elements()
            let matches: (Value) throws -> Bool
            if call.isPredicate {
                let predicate = try call.argument(0)
                matches = { try call.test(predicate, $0) }
            } else {
                let needle = try call.argument(0, expected: elements.first.flatMap(interpreter.runtimeType(of:)))
                matches = { try interpreter.equal($0, needle, span: span) }
            }
            let found = call.name == "firstIndex" ? try elements.firstIndex(where: matches) : try elements.lastIndex(where: matches)
            // A slice's indices are those of the array (a substring's, of the string) it comes from.
            return .optional(found.map { .int(call.base.sliceStart + $0) })
        case "sorted":
            let elements = try call.elements()
            if !call.arguments.isEmpty {
                let order = try call.argument(0)
                return .array(try elements.sorted { try call.call(order, $0, $1).asBool == true })
            }
            return .array(try elements.sorted { try interpreter.ordered($0, $1, span: span) })
        case "min", "max":
            let elements = try call.elements()
            guard var best = elements.first else { return Value.none }
            let order: Value? = call.arguments.isEmpty ? nil : try call.argument(0)
            for candidate in elements.dropFirst() {
                let (a, b) = call.name == "min" ? (candidate, best) : (best, candidate)
                let less = try order.map { try call.call($0, a, b).asBool == true } ?? interpreter.ordered(a, b, span: span)
                if less { best = candidate }
            }
            return .optional(best)
        case "enumerated":
            return interpreter.libraryValue(.enumerated, [call.base])
        case "reversed":
            // A collection Swift walks both ways gives a `ReversedCollection` (whose own
            // `reversed()` is its base); any other sequence an array.
            if shape(of: call.base).walksBothWays {
                if case (.reversed, let fields)? = call.base.librarySequence { return fields[0] }
                return interpreter.libraryValue(.reversed, [call.base])
            }
            let elements = try call.elements()
            try interpreter.chargeElements(elements.count, span)
            return .array(elements.reversed())
        case "shuffled":
            return .array(try call.elements().shuffled())
        case "randomElement":
            return .optional(try call.elements().randomElement())
        case "lexicographicallyPrecedes" where call.arguments.count == 1:
            let other = try interpreter.sequenceElements(try call.argument(0), span)
            for (a, b) in zip(try call.elements(), other) {
                if try interpreter.ordered(a, b, span: span) { return .bool(true) }
                if try interpreter.ordered(b, a, span: span) { return .bool(false) }
            }
            return .bool(try call.elements().count < other.count)
        case "elementsEqual":
            let other = try interpreter.sequenceElements(try call.argument(0), span)
            let elements = try call.elements()
            return .bool(elements.count == other.count && zip(elements, other).allSatisfy(valuesEqual))
        // `xs.starts(with: [1, 2])`: its first elements are those, in order.
        case "starts" where call.arguments.count == 1 && call.arguments[0].label == "with" && call.base.text == nil:
            let prefix = try interpreter.sequenceElements(try call.argument(0), span)
            let elements = try call.elements()
            return .bool(elements.count >= prefix.count && zip(elements, prefix).allSatisfy(valuesEqual))
        case "prefix", "suffix", "dropFirst", "dropLast":
            if call.arguments.takeWhile {
                let predicate = try call.argument(0)
                let elements = try call.elements()
                let count = try elements.prefix { try call.test(predicate, $0) }.count
                return slice(call, call.name == "prefix" ? Array(elements.prefix(count)) : Array(elements.dropFirst(count)))
            }
            let count: Int
            if call.arguments.isEmpty { count = 1 } else {
                guard case .int(let number) = try call.argument(0) else { throw call.unknown() }
                count = number
            }
            guard count >= 0 else { throw interpreter.error(Msg.Run.indexOutOfRange(count, 0), span) }
            let elements = try call.elements()
            switch call.name {
            case "prefix": return slice(call, Array(elements.prefix(count)))
            case "suffix": return slice(call, Array(elements.suffix(count)))
            case "dropFirst": return slice(call, Array(elements.dropFirst(count)))
            default: return slice(call, Array(elements.dropLast(count)))
            }
        case "drop" where call.arguments.takeWhile:
            let predicate = try call.argument(0)
            let elements = try call.elements()
            return slice(call, Array(elements.drop { (try? call.test(predicate, $0)) ?? false }))
        default:
            return nil
        }
    }

    /// `(1...).first { … }` and `contains(where:)`: read until found, as Swift does.
    private static func firstInEndlessRange(_ call: SequenceCall) throws -> Value {
        let predicate = try call.argument(0)
        var stream = try call.interpreter.elementStream(call.base, call.span)
        while let element = try stream.next() {
            try call.interpreter.tick(call.span)
            if try call.test(predicate, element) { return call.name == "first" ? .optional(element) : .bool(true) }
        }
        return call.name == "first" ? .none : .bool(false)
    }

    /// What `reversed()` needs to know of a value.
    static func shape(of value: Value) -> SequenceShape {
        if let (kind, fields) = value.librarySequence {
            return .library(kind, base: kind == .arraySlice ? nil : fields.first.map(shape))
        }
        switch value {
        case .array: return .array
        case .string, .substring: return .string
        case .set: return .set
        case .dictionary: return .dictionary
        case .range(let range): return .range(bounded: range.isBounded)
        case .int, .uint8, .fixed, .scalar, .float, .double, .bool, .optional, .tuple, .enumCase, .structure, .instance, .function, .metatype, .opaque,
             .void:
            return .other
        }
    }

    /// A prefix or suffix of a string or a substring is a `Substring` with the indices of the
    /// string; of an array or a slice, an `ArraySlice` with the indices of the array; of
    /// anything else, an array.
    private static func slice(_ call: SequenceCall, _ elements: [Value]) -> Value {
        let count: Int
        switch call.base {
        case .array(let all): count = all.count
        case .string, .substring: count = call.base.text?.count ?? 0
        default: guard let (all, _) = call.base.arraySlice else { return .array(elements) }; count = all.count
        }
        // What was kept lies at the start unless the call keeps the end.
        let atEnd = call.name == "suffix" || call.name == "dropFirst" || call.name == "drop"
        let low = atEnd ? count - elements.count : 0
        if call.base.text != nil {
            return .substring(SubstringValue(text: elements.map(text).joined(), start: call.base.sliceStart + low))
        }
        return call.interpreter.arraySlice(of: call.base, low..<(low + elements.count)) ?? .array(elements)
    }
}

extension Interpreter {
    /// `reduce(into:)`'s closure: its first parameter is `inout`, read back after each call.
    func applyInout(_ function: Value, _ accumulator: Value, _ element: Value, span: Span) throws -> Value {
        guard case .function(let body) = function else { throw error(Msg.Run.notAFunction, span) }
        switch body.body {
        case .closure(let parameters, let statements, let captured):
            let inner = Scope(parent: captured)
            let names = [parameters.first ?? "$0", parameters.count > 1 ? parameters[1] : "$1"]
            inner.declare(names[0], accumulator, isLet: false)
            inner.declare(names[1], element, isLet: true)
            try enterCall(span)
            defer { depth -= 1 }
            _ = try withCaptures(captured, span: span) { try execute(statements, inner) }
            return inner[local: names[0]]?.value ?? accumulator
        case .declared(let located, let selfValue, let captured):
            let outcome = try invoke(located, selfValue: selfValue, selfIsMutable: false, context: nil,
                                     arguments: [accumulator, element], captured: captured, span: span)
            return outcome.parameters.first ?? accumulator
        case .member, .builtin:
            throw error(Msg.Run.notAFunction, span)
        }
    }
}
