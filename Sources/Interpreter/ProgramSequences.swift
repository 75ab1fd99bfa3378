import Language

/// A type of the program that is its own sequence, as Swift runs it: `for n in CuentaAtras(3)`
/// calls its `next()` (an `IteratorProtocol`) until it gives nil, or first its `makeIterator()`
/// (a `Sequence`) and then that iterator's `next()`.
extension Interpreter {
    func programSequenceStream(_ value: Value, _ span: Span) throws -> ElementStream? {
        guard let owner = programOwner(of: value) else { return nil }
        if let make = owner.methods["makeIterator"]?.first(where: { $0.node.parameters.isEmpty }) {
            let iterator = try invoke(make, selfValue: value, selfIsMutable: false, context: owner, arguments: [],
                                      captured: nil, span: span).result
            return try iteratorStream(iterator, span)
        }
        return try iteratorStream(value, span)
    }

    /// Every element of a program's own sequence, read to its end (an endless one stops at the step budget).
    func programSequenceElements(_ value: Value, _ span: Span) throws -> [Value]? {
        guard var stream = try programSequenceStream(value, span) else { return nil }
        var elements: [Value] = []
        while let element = try stream.next() {
            try tick(span)
            try chargeElements(1, span)
            elements.append(element)
        }
        return elements
    }

    /// A value of a program type that iterates itself (`next()`) or gives an iterator (`makeIterator()`).
    func isProgramSequence(_ value: Value) -> Bool {
        guard let owner = programOwner(of: value) else { return false }
        return owner.methods["makeIterator"] != nil || owner.methods["next"] != nil
    }

    /// The library's `Sequence` methods that read a program's own sequence one element at a time,
    /// as Swift's do: each closure runs before the next `next()`, and `first(where:)`,
    /// `contains` and `allSatisfy` stop where Swift stops. Nil for any other method (those that
    /// read every element first, like `sorted`, take the elements read to the end).
    func programSequenceMethod(_ call: SequenceCall) throws -> Value? {
        guard ["map", "compactMap", "filter", "forEach", "reduce", "first", "contains", "allSatisfy"].contains(call.name),
              isProgramSequence(call.base) else { return nil }
        let span = call.span
        // The arguments are evaluated before the call reads the sequence.
        let values = try call.arguments.indices.map { try call.argument($0) }
        guard var stream = try programSequenceStream(call.base, span) else { return nil }
        func next() throws -> Value? {
            guard let element = try stream.next() else { return nil }
            try tick(span)
            try chargeElements(1, span)
            return element
        }
        switch call.name {
        case "map", "compactMap", "filter":
            var result: [Value] = []
            while let element = try next() {
                switch call.name {
                case "map": result.append(try call.call(values[0], element))
                case "filter": if try call.test(values[0], element) { result.append(element) }
                default:
                    let produced = try call.call(values[0], element)
                    if case .optional(let wrapped) = produced { if let wrapped { result.append(wrapped) } } else { result.append(produced) }
                }
            }
            return .array(result)
        case "forEach":
            while let element = try next() { _ = try call.call(values[0], element) }
            return .void
        case "reduce":
            guard values.count == 2 else { return nil }
            var accumulator = values[0]
            while let element = try next() {
                accumulator = call.arguments[0].label == "into" ? try applyInout(values[1], accumulator, element, span: span)
                    : try call.call(values[1], accumulator, element)
            }
            return accumulator
        case "first", "contains", "allSatisfy":
            guard values.count == 1 else { return nil }
            // `contains(3)` compares; `contains(where:)`, `contains(esPar)` and the others test.
            var isPredicate = call.name != "contains" || call.isPredicate
            if case .function = values[0] { isPredicate = true }
            return try stopAtFirst(call.name, next: next, passes: { element in
                isPredicate ? try call.test(values[0], element) : try equal(element, values[0], span: span)
            })
        default:
            return nil
        }
    }

    private func iteratorStream(_ start: Value, _ span: Span) throws -> ElementStream? {
        guard let owner = programOwner(of: start),
              let next = owner.methods["next"]?.first(where: { $0.node.parameters.isEmpty }) else { return nil }
        var iterator = start
        return ElementStream { [unowned self] in
            let call = try self.invoke(next, selfValue: iterator, selfIsMutable: next.node.isMutating, context: owner,
                                       arguments: [], captured: nil, span: span)
            if let changed = call.selfValue { iterator = changed }
            guard case .optional(let element) = call.result else { return nil }
            return element
        }
    }

    private func programOwner(of value: Value) -> TypeInfo? {
        switch value {
        case .structure(let s) where s.type.library == nil: return s.type
        case .enumCase(let e): return e.type
        case .instance(let object): return object.type
        default: return nil
        }
    }
}
