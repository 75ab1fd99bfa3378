import Language
import Messages

/// The library's sequence types at run time (see `LibrarySequence`): each is a value of a
/// library struct whose fields are the ones compiled Swift prints
/// (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`); its elements are worked out when it
/// is walked (`sequenceElements`).

/// The generic library types, one per kind, made once; each use with its arguments is a
/// specialization (`Interpreter.specialize`), as for the program's own generic types.
final class LibraryTypes: @unchecked Sendable {
    private let roots: [LibrarySequence: TypeInfo] = Dictionary(uniqueKeysWithValues: LibrarySequence.all.map { kind in
        let info = TypeInfo(name: kind.name, qualifiedName: kind.name, kind: .structure, file: nil, span: .none)
        info.library = kind
        info.genericParameters = kind.genericParameters
        info.storedProperties = kind.fields.map {
            VariableDecl(isLet: true, isStatic: false, pattern: Pattern(.binding($0), span: .none), type: nil, initializer: nil,
                         getter: nil, setter: nil, didSet: nil, willSet: nil, span: .none)
        }
        return (kind, info)
    })

    subscript(kind: LibrarySequence) -> TypeInfo { roots[kind]! }
}

extension Value {
    /// The kind and fields of a library sequence value, when this is one.
    var librarySequence: (kind: LibrarySequence, fields: [Value])? {
        guard case .structure(let s) = self, let kind = s.type.library else { return nil }
        return (kind, s.fields)
    }

    var arrayElements: [Value]? { if case .array(let elements) = self { return elements }; return nil }

    /// An array slice's elements and the index of its first one in the array it came from.
    var arraySlice: (elements: [Value], start: Int)? {
        guard let (kind, fields) = librarySequence, kind == .arraySlice, case .array(let elements) = fields[0],
              case .int(let start) = fields[1] else { return nil }
        return (elements, start)
    }
}

extension Interpreter {
    /// A value of the library type `kind`, specialized by what its parts hold (`Array<Int>`).
    func libraryValue(_ kind: LibrarySequence, _ fields: [Value]) -> Value {
        let root = builtinTypes.library[kind]
        let arguments: [RuntimeType?]
        switch kind {
        case .arraySlice:
            if case .array(let elements) = fields[0] { arguments = [elements.first.flatMap(runtimeType(of:))] }
            else { arguments = [nil] }
        case .reversed, .lazy, .enumerated, .lazyFilter: arguments = [runtimeType(of: fields[0])]
        // What a `map`'s closure gives the checker tells (`retyped`): its value does not.
        case .lazyMap: arguments = [runtimeType(of: fields[0]), nil]
        case .zip: arguments = [runtimeType(of: fields[0]), runtimeType(of: fields[1])]
        case .strideTo, .strideThrough: arguments = [runtimeType(of: fields[0])]
        }
        let known = arguments.compactMap { $0 }
        let type = known.count == arguments.count ? specialize(root, known) : root
        return .structure(StructValue(type: type, fields: fields))
    }

    /// `xs[1...2]`, `xs.prefix(2)`: the elements at `positions` of an array or a slice, keeping
    /// the indices of the array they come from.
    func arraySlice(of base: Value, _ positions: Range<Int>) -> Value? {
        if case .array(let elements) = base { return libraryValue(.arraySlice, [.array(Array(elements[positions])), .int(positions.lowerBound)]) }
        guard let (elements, start) = base.arraySlice else { return nil }
        return libraryValue(.arraySlice, [.array(Array(elements[positions])), .int(start + positions.lowerBound)])
    }

    /// What walking a library sequence gives (`value`, of that kind and with those fields).
    func librarySequenceElements(_ value: Value, _ kind: LibrarySequence, _ fields: [Value], _ span: Span) throws -> [Value] {
        switch kind {
        case .lazyMap, .lazyFilter, .lazy where value.readsLazily, .reversed where value.readsLazily,
             .enumerated where value.readsLazily:
            // Reading them runs the program's closures: one element at a time, in Swift's order.
            return try lazyElements(value, span)
        case .arraySlice:
            guard case .array(let elements) = fields[0] else { return [] }
            return elements
        case .reversed:
            let elements = try sequenceElements(fields[0], span)
            try chargeElements(elements.count, span)
            return elements.reversed()
        case .lazy:
            return try sequenceElements(fields[0], span)
        case .zip:
            // Read in step, as Swift does: `zip(nombres, 1...)` ends with the names.
            var (first, second) = (try elementStream(fields[0], span), try elementStream(fields[1], span))
            var pairs: [Value] = []
            while let x = try first.next(), let y = try second.next() {
                pairs.append(.tuple(TupleValue(labels: [nil, nil], elements: [x, y])))
                try chargeElements(3, span)
            }
            return pairs
        case .enumerated:
            let elements = try sequenceElements(fields[0], span)
            try chargeElements(elements.count * 3, span)
            return elements.enumerated().map {
                .tuple(TupleValue(labels: ["offset", "element"], elements: [.int($0.offset), $0.element]))
            }
        case .strideTo, .strideThrough:
            return try strideElements(fields[0], fields[1], fields[2], through: kind == .strideThrough, span)
        }
    }

    /// The values of `stride(from:to:by:)` / `stride(from:through:by:)`, computed as Swift
    /// computes them (`from + n * by` for Doubles, so the steps do not drift).
    /// A value of `sample`'s fixed-width integer type from a number, nil when it does not fit.
    private static func fixedIntegerMaker(_ sample: Value) -> ((Int128) -> Value?)? {
        switch sample {
        case .uint8: return { UInt8(exactly: $0).map(Value.uint8) }
        case .fixed(let fixed): return { FixedInteger.exactly(fixed.width, $0).map(Value.fixed) }
        default: return nil
        }
    }

    func strideElements(_ from: Value, _ to: Value, _ by: Value, through: Bool, _ span: Span) throws -> [Value] {
        var result: [Value] = []
        if case .int(let from) = from, case .int(let to) = to, case .int(let by) = by {
            var current = from
            while by > 0 ? (through ? current <= to : current < to) : (through ? current >= to : current > to) {
                result.append(.int(current))
                let (next, overflow) = current.addingReportingOverflow(by)
                if overflow { break }
                current = next
                if result.count > 10_000_000 { throw error(Msg.Run.rangeTooLarge, span) }
            }
            return result
        }
        // Over a `UInt8` or an `Int16`: its numbers, ending where the next would leave the type.
        if let make = Self.fixedIntegerMaker(from), let start = from.anyInteger, let end = to.anyInteger, let step = by.anyInteger {
            var current = start
            while step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end),
                  let value = make(current) {
                result.append(value)
                current += step
                if result.count > 10_000_000 { throw error(Msg.Run.rangeTooLarge, span) }
            }
            return result
        }
        if case .float = from, let from = from.floatOperand, let to = to.floatOperand, let by = by.floatOperand {
            return try floatingStride(from, to, by, through: through, Value.float, span)
        }
        guard let from = Builtins.double(from), let to = Builtins.double(to), let by = Builtins.double(by) else { return [] }
        return try floatingStride(from, to, by, through: through, Value.double, span)
    }

    private func floatingStride<Number: BinaryFloatingPoint>(_ from: Number, _ to: Number, _ by: Number, through: Bool,
                                                            _ wrap: (Number) -> Value, _ span: Span) throws -> [Value] {
        var result: [Value] = []
        var step: Number = 0
        while true {
            let current = from + step * by
            let inside = by > 0 ? (through ? current <= to : current < to) : (through ? current >= to : current > to)
            guard inside else { break }
            result.append(wrap(current))
            step += 1
            if result.count > 10_000_000 { throw error(Msg.Run.rangeTooLarge, span) }
        }
        return result
    }

    /// `count`, `isEmpty`, `first`, `last`, a slice's indices, and `lazy` of a library sequence.
    func librarySequenceProperty(_ name: String, _ kind: LibrarySequence, _ value: Value, _ fields: [Value],
                                 span: Span) throws -> Value? {
        if kind == .arraySlice, let (elements, start) = value.arraySlice {
            switch name {
            case "startIndex": return .int(start)
            case "endIndex": return .int(start + elements.count)
            case "indices": return .range(RangeValue(lower: .int(start), upper: .int(start + elements.count), kind: .halfOpen))
            default: break
            }
        }
        if value.readsLazily, let property = try lazyProperty(name, kind, value, fields, span: span) { return property }
        switch name {
        case "lazy": return kind.isLazy ? value : libraryValue(.lazy, [value])
        case "count": return .int(try librarySequenceElements(value, kind, fields, span).count)
        case "isEmpty": return .bool(try librarySequenceElements(value, kind, fields, span).isEmpty)
        case "first": return .optional(try librarySequenceElements(value, kind, fields, span).first)
        case "last": return .optional(try librarySequenceElements(value, kind, fields, span).last)
        default: return nil
        }
    }

    /// `slice[i]` and `slice[a...b]`, by the indices of the array the slice comes from.
    func sliceSubscript(_ elements: [Value], start: Int, _ index: Value, span: Span) throws -> Value {
        switch index {
        case .int(let position):
            guard position >= start, position - start < elements.count else {
                throw indexOutOfRange(position, start: start, count: elements.count, span: span)
            }
            return elements[position - start]
        case .range(let range):
            let positions = try slicePositions(range, count: elements.count, start: start, span: span)
            return libraryValue(.arraySlice, [.array(Array(elements[positions])), .int(start + positions.lowerBound)])
        default:
            throw error(Msg.Run.typeMismatch("[]", "ArraySlice"), span)
        }
    }
}

extension ValuePrinter {
    /// A library sequence as Swift prints it, when it has a form of its own: a slice prints as
    /// its elements (`ArraySlice([2, 3])` inside a container), a stride by its type alone.
    /// Nil for the wrappers, which print as structs of their fields.
    func libraryText(_ value: Value, debug: Bool, _ text: (Value) -> String) -> String? {
        guard let (kind, fields) = value.librarySequence, case .structure(let s) = value else { return nil }
        switch kind {
        case .arraySlice:
            return debug ? "ArraySlice(\(text(fields[0])))" : text(fields[0])
        case .strideTo, .strideThrough:
            let prefix = moduleName.isEmpty ? "" : "Swift."
            return prefix + s.type.name + genericSuffix(s.type, qualified: true)
        case .lazyMap, .lazyFilter:
            // Its closures print as one, as the library fuses them.
            let name = debug && !isShort ? qualified(s.type) : s.type.name + genericSuffix(s.type, qualified: false)
            return "\(name)(_base: \(text(fields[0])), \(kind.fields[1]): (Function))"
        case .reversed, .lazy, .zip, .enumerated:
            return nil
        }
    }
}
