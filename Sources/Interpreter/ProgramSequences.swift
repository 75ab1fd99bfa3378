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
