import Language
import Typing
import Messages

/// Dictionaries, sets, ranges and slices in the tree walker: literals, subscripts, iteration,
/// and calling function values (closures, operators) from the library's methods.
extension Interpreter {
    func evaluateDictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], _ scope: Scope, expected: RuntimeType?,
                                   span: Span) throws -> Value {
        var keyType: RuntimeType?, valueType: RuntimeType?
        if case .dictionary(let key, let value)? = expected.map(unwrapOptional) { (keyType, valueType) = (key, value) }
        try chargeElements(pairs.count * 2, span)
        var dictionary = DictionaryValue()
        for pair in pairs {
            let key = try coerce(try evaluate(pair.key, scope, expected: keyType), to: keyType)
            if keyType == nil { keyType = runtimeType(of: key) }
            let value = try coerce(try evaluate(pair.value, scope, expected: valueType), to: valueType)
            if valueType == nil { valueType = runtimeType(of: value) }
            dictionary[key] = value
        }
        return .dictionary(dictionary)
    }

    /// `a..<b`, `a...b`, `a...`, `..<b`: the ends are Ints, Doubles, Strings or Characters.
    func evaluateRange(_ lower: Expr, _ upper: Expr, closed: Bool, _ scope: Scope, expected: RuntimeType?,
                       span: Span) throws -> Value {
        var bound: RuntimeType?
        if case .range(let type, _)? = expected { bound = type }
        let kind: RangeValue.Kind
        if lower.isMissingBound { kind = closed ? .through : .upTo } else if upper.isMissingBound { kind = .from } else {
            kind = closed ? .closed : .halfOpen
        }
        var low = Value.void, high = Value.void
        if !lower.isMissingBound { low = try evaluate(lower, scope, expected: bound) }
        if !upper.isMissingBound { high = try evaluate(upper, scope, expected: bound ?? runtimeType(of: low)) }
        if case .double = high, case .int(let number) = low { low = .double(Double(number)) }
        if case .double = low, case .int(let number) = high { high = .double(Double(number)) }
        if kind == .closed || kind == .halfOpen, case .bool(true)? = try Builtins.binary("<", high, low) {
            throw error(Msg.Run.invalidRange, span)
        }
        return .range(RangeValue(lower: low, upper: high, kind: kind))
    }

    /// `xs[i]`, `xs[1...3]`, `d[k]`, `d[k, default: v]`, `s[i]` with a `String.Index`.
    func evaluateSubscript(_ base: Expr, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value {
        let container = try evaluate(base, scope, expected: nil)
        // The checker chose among the type's subscripts by type; labels alone cannot.
        if case .overload(_, let declaration, let file) = base.kind { preferredOverload = (file, declaration) }
        defer { preferredOverload = nil }
        if let declared = try readDeclaredSubscript(container, arguments, scope, span: span) { return declared }
        guard let first = arguments.first else { throw error(Msg.Run.notAssignable, span) }
        if first.value.isUnboundedRange { return try wholeCollection(container, span: span) }
        if case .dictionary(let dictionary) = container {
            let key = try evaluate(first.value, scope, expected: dictionary.keys.first.flatMap(runtimeType(of:)))
            if arguments.count == 2, arguments[1].label == "default" {
                if let found = dictionary[key] { return found }
                return try evaluate(arguments[1].value, scope, expected: dictionary.values.first.flatMap(runtimeType(of:)))
            }
            return .optional(dictionary[key])
        }
        let index = try evaluate(first.value, scope, expected: .int)
        return try subscriptGet(container, index, span: span)
    }

    /// The positions a range selects in a collection of `count` elements, or a trap. The range
    /// is written in indices that begin at `start` (a slice's, those of its array).
    func slicePositions(_ range: RangeValue, count: Int, start: Int = 0, span: Span) throws -> Range<Int> {
        func position(_ value: Value) throws -> Int {
            guard case .int(let number) = value else { throw error(Msg.Run.typeMismatch("[]", runtimeTypeName(value)), span) }
            return number &- start
        }
        let low: Int, high: Int
        switch range.kind {
        case .halfOpen: (low, high) = (try position(range.lower), try position(range.upper))
        case .closed: (low, high) = (try position(range.lower), try position(range.upper) &+ 1)
        case .from: (low, high) = (try position(range.lower), count)
        case .upTo: (low, high) = (0, try position(range.upper))
        case .through: (low, high) = (0, try position(range.upper) &+ 1)
        }
        guard low >= 0, high <= count, low <= high else {
            throw error(Msg.Run.sliceOutOfRange(range.lower.asInt ?? start, range.upper.asInt ?? start + count, count), span)
        }
        return low..<high
    }

    /// The elements `for-in` and the library's methods walk: an array's, a set's, a
    /// dictionary's `(key:value:)` pairs, a range's Ints, a string's characters.
    func sequenceElements(_ value: Value, _ span: Span) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .string(let text): return text.map { .string(String($0)) }
        case .substring(let piece): return piece.text.map { .string(String($0)) }
        case .set(let set): return set.elements
        case .dictionary(let dictionary):
            return dictionary.entries.map { .tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1])) }
        case .range(let range):
            if range.kind == .from { throw error(Msg.Run.notInSubset(Msg.Run.endlessRangeWhole), span) }
            guard range.isBounded else { throw error(Msg.Run.notSequence(range.typeName), span) }
            guard let integers = range.integers else {
                if case .int = range.lower { return [] }
                throw error(Msg.Run.notSequence(runtimeTypeName(value)), span)
            }
            // Overflow-checked: `Int.min...Int.max` must answer, not trap.
            let (distance, overflow) = integers.upperBound.subtractingReportingOverflow(integers.lowerBound)
            guard !overflow, distance < 10_000_000 else { throw error(Msg.Run.rangeTooLarge, span) }
            try chargeElements(integers.count, span)
            if case .uint8 = range.lower { return integers.map { .uint8(UInt8($0)) } }
            if case .fixed(let fixed) = range.lower { return integers.map { .fixed(FixedInteger(fixed.width, Int128($0))) } }
            return integers.map { .int($0) }
        case .structure(let s) where s.type.library != nil:
            return try librarySequenceElements(value, s.type.library!, s.fields, span)
        case .enumCase, .structure, .instance:
            if let elements = try programSequenceElements(value, span) { return elements }
            throw error(Msg.Run.notSequence(runtimeTypeName(value)), span)
        case .opaque(let view):
            if let bytes = Builtins.textViewElements(view) { return bytes }
            throw error(Msg.Run.notSequence(runtimeTypeName(value)), span)
        case .optional, .int, .uint8, .fixed, .scalar, .float, .double, .bool, .tuple, .function, .metatype, .void:
            throw error(Msg.Run.notSequence(runtimeTypeName(value)), span)
        }
    }

    /// `ops + pila.reversed()`, `xs + (4...6)`: an array (or a slice) joined to any other sequence
    /// of its elements is an array, as Swift's `+` of a collection and a sequence gives.
    func joinedSequences(_ op: String, _ left: Value, _ right: Value, span: Span) throws -> Value? {
        guard op == "+" else { return nil }
        let base: [Value]
        if let elements = left.arrayElements { base = elements } else if let (elements, _) = left.arraySlice { base = elements } else { return nil }
        switch right {
        case .structure(let s) where s.type.library != nil: break
        case .range, .set: break
        default: return nil
        }
        return .array(base + (try sequenceElements(right, span)))
    }

    /// Calls a function value with positional values: what `map`, `filter`, `sorted(by:)`…
    /// do with the closure, function or operator they are given.
    func apply(_ function: Value, _ values: [Value], span: Span) throws -> Value {
        guard case .function(let body) = function else { throw error(Msg.Run.notAFunction, span) }
        switch body.body {
        case .closure(let parameters, let statements, let captured):
            // `{ (clave, valor) in … }` or `{ $1 - $0 }` over pairs: a closure of n parameters takes
            // an n-tuple apart, as Swift does.
            if values.count == 1, parameters.count > 1, case .tuple(let tuple) = values[0], tuple.elements.count == parameters.count {
                return try invokeClosure(parameters, statements, captured, tuple.elements, span: span)
            }
            return try invokeClosure(parameters, statements, captured, values, span: span)
        case .declared(let located, let selfValue, let captured):
            // A nested function passed as a value (`map(celda)`) still sees its function's locals.
            return try invokeDeclared(located, selfValue: selfValue, arguments: values, captured: captured)
        case .member(let type, let name):
            if name == "init" { return try construct(type, values: values, span: span) }
            // `nombres.compactMap(Color.llamado)`: a static method as the function.
            if type.caseNamed(name) == nil,
               let method = type.staticMethods[name]?.first(where: { $0.node.parameters.count == values.count }) {
                return try runStatic(method, of: type, values, span: span)
            }
            // `xs.map(Evento.cargar)`: a case with payload builds values from the elements.
            guard let info = type.caseNamed(name), info.payloadElements.count == values.count else {
                throw error(Msg.Run.notAFunction, span)
            }
            return .enumCase(EnumValue(type: type, caseName: name, payload: values))
        case .builtin(let name):
            // `zip(a, b).map(+)`, `.map(max)`: a function of two operands takes a pair apart too
            // (`forEach(print)` prints the pair).
            if values.count == 1, case .tuple(let pair) = values[0], pair.elements.count == 2,
               Builtins.BinaryOperator(name) != nil || ["==", "!=", "min", "max"].contains(name) {
                return try applyBuiltin(name, pair.elements, span: span)
            }
            return try applyBuiltin(name, values, span: span)
        }
    }

    /// `+`, `<`, `==`, `max`… passed as values (`reduce(0, +)`, `sorted(by: >)`).
    private func applyBuiltin(_ name: String, _ values: [Value], span: Span) throws -> Value {
        if values.count == 2 {
            switch name {
            case "==": return .bool(try equal(values[0], values[1], span: span))
            case "!=": return .bool(try !equal(values[0], values[1], span: span))
            case "min", "max":
                guard let less = try order(values[1], values[0], span: span) else { break }
                return less == (name == "min") ? values[1] : values[0]
            default:
                try chargeResult(name, values[0], values[1], span)
                if let result = try Builtins.binary(name, values[0], values[1]) { return result }
                if let result = try userOperator(name, values[0], values[1], span: span) { return result }
                // `sorted(by: >)` over a type that declares only `<`.
                if let result = try comparison(name, values[0], values[1], span: span) { return result }
                try checkArithmetic(name, values[0], values[1], span)
            }
        }
        if values.count == 1, let type = builtinConversion(name) {
            let argument = Argument(label: nil, value: Expr(.identifier("#valor"), span: span))
            let scope = Scope(parent: globals)
            scope.declare("#valor", values[0], isLet: true)
            if let converted = try Builtins.construct(type, [argument], scope, interpreter: self, span: span) { return converted }
        }
        throw error(Msg.Run.notAFunction, span)
    }

    /// `String`, `Int`, `Double` used as functions (`map(String.init)`, `compactMap(Int.init)`),
    /// and `Array`, `Set` and the other numbers (`trozos.map(Array.init)`, `map(Int32.init)`).
    private func builtinConversion(_ name: String) -> RuntimeType? {
        let type = name.hasSuffix(".init") ? String(name.dropLast(5)) : name
        switch type {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Float", "UInt8": return .opaque(type)
        case _ where IntegerWidth(rawValue: type) != nil: return .opaque(type)
        case _ where name.hasSuffix(".init") && type.hasPrefix("["): return .array(.opaque("Any"))
        case _ where name.hasSuffix(".init") && type.hasPrefix("Set<"): return .set(.opaque("Any"))
        default: return nil
        }
    }

    /// Whether `a` comes before `b` as `<` orders them (numbers, strings, Comparable models).
    func ordered(_ a: Value, _ b: Value, span: Span) throws -> Bool {
        guard let less = try order(a, b, span: span) else { throw error(Msg.Run.typeMismatch("<", runtimeTypeName(a)), span) }
        return less
    }

    /// `a < b` for sorting and `min`/`max`: the library's order, the program's own `<` or the one
    /// `Comparable` synthesizes for an enum, tuples element by element; nil when none of them
    /// orders the two.
    func order(_ a: Value, _ b: Value, span: Span) throws -> Bool? {
        if case .bool(let less)? = try Builtins.binary("<", a, b) { return less }
        if case .bool(let less)? = try userOperator("<", a, b, span: span) { return less }
        if let less = try synthesizedLess(a, b, span: span) { return less }
        if case .tuple(let left) = a, case .tuple(let right) = b {
            return try lexicographicallyLess(left.elements, right.elements, span: span)
        }
        return nil
    }

    /// Element by element, the first that differs decides; nil when one pair has no order.
    func lexicographicallyLess(_ left: [Value], _ right: [Value], span: Span) throws -> Bool? {
        for (x, y) in zip(left, right) {
            guard let less = try order(x, y, span: span) else { return nil }
            if less { return true }
            guard let greater = try order(y, x, span: span) else { return nil }
            if greater { return false }
        }
        return false
    }
}
