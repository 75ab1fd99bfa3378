import Language
import Typing
import Messages

/// The lazy sequences at run time: `xs.lazy` and what its `map` and `filter` give hold their
/// base and their closures, and run a closure only when an element is read, one element at a
/// time, as Swift does (`for`, `first`, `first(where:)`, `contains`, `reduce` read them in
/// turn; `count` of a `map` reads none). A `map` of a `map` is one `LazyMapSequence` whose
/// `_transform` field holds the closures in order, as the library fuses them; a `filter` of a
/// `filter` likewise.

/// The elements of a sequence handed out one at a time.
struct ElementStream {
    private let elements: [Value]
    private var position = 0
    private let pull: (() throws -> Value?)?

    init(_ elements: [Value]) { self.elements = elements; pull = nil }
    init(pull: @escaping () throws -> Value?) { elements = []; self.pull = pull }

    mutating func next() throws -> Value? {
        if let pull { return try pull() }
        guard position < elements.count else { return nil }
        position += 1
        return elements[position - 1]
    }
}

extension Value {
    /// A lazy sequence, or `reversed()` of one: its `map` and `filter` are lazy.
    var isLazySequence: Bool {
        guard let (kind, fields) = librarySequence else { return false }
        return kind.isLazy || kind == .reversed && fields[0].isLazySequence
    }

    /// Whether reading this sequence's elements runs closures of the program, so they must be
    /// read one by one: a lazy sequence, or a wrapper of one.
    var readsLazily: Bool {
        guard let (kind, fields) = librarySequence else { return false }
        if kind.isLazy { return kind != .lazy || fields[0].readsLazily }
        switch kind {
        case .reversed, .enumerated: return fields[0].readsLazily
        default: return false
        }
    }
}

extension Interpreter {
    /// `value`'s elements one at a time, from the end when `backwards`.
    func elementStream(_ value: Value, backwards: Bool = false, _ span: Span) throws -> ElementStream {
        if !backwards, case .range(let range) = value, range.kind == .from, case .int(var next) = range.lower {
            // `1...` never ends: `for`, `zip` and `first(where:)` read it until they stop.
            var done = false
            return ElementStream { [unowned self] in
                guard !done else { throw self.error(Msg.Run.overflow, span) }
                defer { if next == .max { done = true } else { next += 1 } }
                return .int(next)
            }
        }
        if !backwards, let stream = try programSequenceStream(value, span) { return stream }
        guard value.readsLazily, let (kind, fields) = value.librarySequence else {
            let elements = try sequenceElements(value, span)
            return ElementStream(backwards ? elements.reversed() : elements)
        }
        switch kind {
        case .lazy: return try elementStream(fields[0], backwards: backwards, span)
        case .reversed: return try elementStream(fields[0], backwards: !backwards, span)
        case .lazyMap:
            var base = try elementStream(fields[0], backwards: backwards, span)
            let transforms = fields[1].arrayElements ?? []
            return ElementStream { [unowned self] in try base.next().map { try self.mapped($0, by: transforms, span) } }
        case .lazyFilter:
            var base = try elementStream(fields[0], backwards: backwards, span)
            let predicates = fields[1].arrayElements ?? []
            return ElementStream { [unowned self] in
                while let element = try base.next() {
                    try self.tick(span)
                    if try self.passes(element, predicates, span) { return element }
                }
                return nil
            }
        case .enumerated:
            // Numbered as they come; backwards only over a collection that knows its count.
            var base = try elementStream(fields[0], backwards: backwards, span)
            var offset = backwards ? try lazyCount(fields[0], span) - 1 : 0
            return ElementStream {
                guard let element = try base.next() else { return nil }
                defer { offset += backwards ? -1 : 1 }
                return .tuple(TupleValue(labels: ["offset", "element"], elements: [.int(offset), element]))
            }
        case .arraySlice, .zip, .strideTo, .strideThrough:
            let elements = try sequenceElements(value, span)
            return ElementStream(backwards ? elements.reversed() : elements)
        }
    }

    /// Every element, read in order.
    func lazyElements(_ value: Value, _ span: Span) throws -> [Value] {
        var stream = try elementStream(value, span)
        var elements: [Value] = []
        while let element = try stream.next() {
            elements.append(element)
            try chargeElements(elements.count, span)
        }
        return elements
    }

    /// `count`: of a `map`, its base's, reading no element; of a `filter`, of what it keeps.
    func lazyCount(_ value: Value, _ span: Span) throws -> Int {
        if let (kind, fields) = value.librarySequence, kind == .lazyMap || kind == .lazy || kind == .reversed || kind == .enumerated {
            return try lazyCount(fields[0], span)
        }
        guard value.readsLazily else { return try sequenceElements(value, span).count }
        var stream = try elementStream(value, span)
        var count = 0
        while try stream.next() != nil { count += 1 }
        return count
    }

    /// A lazy sequence's `_base` and closures, and the value that adds `function` to them.
    func lazyValue(_ kind: LibrarySequence, of base: Value, adding function: Value) -> Value {
        if let (baseKind, fields) = base.librarySequence {
            if baseKind == .lazy { return lazyValue(kind, of: fields[0], adding: function) }
            if baseKind == kind { return libraryValue(kind, [fields[0], .array((fields[1].arrayElements ?? []) + [function])]) }
        }
        return libraryValue(kind, [base, .array([function])])
    }

    /// A closure of the library's own (`{ $0 != nil }`), as the program would have written it.
    private func libraryClosure(_ body: Expr.Kind) -> Value {
        let statement = Stmt(.expression(Expr(body, span: .none)), span: .none)
        return .function(FunctionValue(body: .closure(parameters: [], body: [statement], scope: globals)))
    }

    /// The library value as the checker typed it (`LazyMapSequence<Array<Int>, String>`):
    /// what its fields cannot tell, such as the type a `map`'s closure gives.
    func retyped(_ value: Value, as ref: TypeRef) -> Value {
        // An integer literal where an `Int8` or a `UInt` is expected (the checker saw it fits).
        if case .int = value, case .named(let path, _) = ref.kind, path.count == 1,
           path[0] == "UInt8" || IntegerWidth(rawValue: path[0]) != nil {
            return (try? coerce(value, to: .opaque(path[0]))) ?? value
        }
        // A literal above `Int.max` where a `UInt` is expected (it is read as a `UInt64`).
        if case .fixed(let fixed) = value, case .named(let path, _) = ref.kind, path.count == 1,
           let width = IntegerWidth(rawValue: path[0]), let fitting = FixedInteger.exactly(width, fixed.number) {
            return .fixed(fitting)
        }
        // A Result made by `map` and the like: the arguments the checker knows.
        if case .enumCase(let e) = value, e.type.isLibraryResult, case .named(["Result"], let generics) = ref.kind, generics.count == 2,
           case .nominal(let info) = resolveType(ref, context: nil) {
            return .enumCase(EnumValue(type: info, caseIndex: e.caseIndex, payload: e.payload))
        }
        if let named = namedSpecialization(value, as: ref) { return named }
        guard case .structure(let s) = value, s.type.library != nil, case .nominal(let type)? = libraryRuntimeType(ref),
              type.library == s.type.library else { return value }
        // The sequences inside it too (`compactMap` builds a `map` of a `filter` of a `map`).
        var fields = s.fields
        if case .named(_, let generics) = ref.kind {
            for (index, argument) in zip(fields.indices, generics) { fields[index] = retyped(fields[index], as: argument) }
        }
        return .structure(StructValue(type: type, fields: fields))
    }

    /// `Pila(items: [Character("x")])`: a value of one of the program's generic types, of the
    /// specialization the checker names (its fields cannot tell a `Character` from a `String`).
    private func namedSpecialization(_ value: Value, as ref: TypeRef) -> Value? {
        switch value {
        case .structure(let s) where s.type.library == nil && !s.type.genericRoot.genericParameters.isEmpty:
            guard case .nominal(let info) = resolveType(ref, context: nil), info.genericRoot === s.type.genericRoot else { return nil }
            return .structure(StructValue(type: info, fields: s.fields))
        case .enumCase(let e) where !e.type.isLibraryResult && !e.type.genericRoot.genericParameters.isEmpty:
            guard case .nominal(let info) = resolveType(ref, context: nil), info.genericRoot === e.type.genericRoot else { return nil }
            return .enumCase(EnumValue(type: info, caseIndex: e.caseIndex, payload: e.payload))
        default:
            return nil
        }
    }

    private func libraryRuntimeType(_ ref: TypeRef) -> RuntimeType? {
        guard case .named(let path, let generics) = ref.kind, path.count == 1 else { return resolveType(ref, context: nil) }
        if let kind = LibrarySequence(name: path[0]) {
            let arguments = generics.compactMap(libraryRuntimeType)
            guard arguments.count == generics.count else { return nil }
            return .nominal(specialize(builtinTypes.library[kind], arguments))
        }
        // Text the run time carries as a String, named as the checker knows it.
        if path[0] == "Substring" || path[0] == "Character" { return .opaque(path[0]) }
        return resolveType(ref, context: nil)
    }

    /// The methods of a lazy sequence that give a lazy one, or that read its elements one at a
    /// time and stop as Swift stops; nil for the rest, which read them all as any sequence's.
    func lazyMethod(_ call: SequenceCall) throws -> Value? {
        guard call.base.isLazySequence else { return nil }
        let base = call.base
        switch call.name {
        case "map": return lazyValue(.lazyMap, of: base, adding: try call.argument(0))
        case "filter": return lazyValue(.lazyFilter, of: base, adding: try call.argument(0))
        case "compactMap":
            // `map(transform).filter { $0 != nil }.map { $0! }`, as the library writes it.
            let mapped = lazyValue(.lazyMap, of: base, adding: try call.argument(0))
            let present = libraryClosure(.binary(operator: "!=", Expr(.identifier("$0"), span: .none), Expr(.nilLiteral, span: .none)))
            let unwrap = libraryClosure(.forceUnwrap(Expr(.identifier("$0"), span: .none)))
            return lazyValue(.lazyMap, of: lazyValue(.lazyFilter, of: mapped, adding: present), adding: unwrap)
        case "prefix", "suffix", "dropFirst", "dropLast":
            // A `map`'s slice is the same `map` of its base's slice; a `filter`'s, the same
            // `filter` of the part of its base its indices bound (the checker allows no other).
            guard let (kind, fields) = base.librarySequence else { return nil }
            if kind == .lazyFilter { return try filterSlice(call, fields) }
            guard kind == .lazyMap else { return nil }
            let slice = SequenceCall(name: call.name, base: fields[0], baseExpression: call.baseExpression,
                                     arguments: call.arguments, scope: call.scope, interpreter: self, span: call.span)
            guard let sliced = try Builtins.sequenceMethod(slice) else { return nil }
            return libraryValue(.lazyMap, [sliced, fields[1]])
        default: break
        }
        guard base.readsLazily else { return nil }
        var stream = try elementStream(base, call.span)
        switch call.name {
        case "first" where call.isPredicate, "contains" where call.isPredicate, "allSatisfy":
            let predicate = try call.argument(0)
            return try stopAtFirst(call.name, next: { try stream.next() }, passes: { try call.test(predicate, $0) })
        case "contains":
            let needle = try call.argument(0)
            while let element = try stream.next() {
                if valuesEqual(element, needle) { return .bool(true) }
            }
            return .bool(false)
        case "reduce" where call.arguments.count == 2 && call.arguments[0].label != "into":
            var accumulator = try call.argument(0)
            let combine = try call.argument(1)
            while let element = try stream.next() { accumulator = try call.call(combine, accumulator, element) }
            return accumulator
        case "forEach":
            let body = try call.argument(0)
            while let element = try stream.next() { _ = try call.call(body, element) }
            return .void
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// `count`, `isEmpty`, `first` and `last` of a lazy sequence, reading as few elements as
    /// Swift reads: a `map`'s `count` and `isEmpty` are its base's, its `last` runs the closure once.
    func lazyProperty(_ name: String, _ kind: LibrarySequence, _ value: Value, _ fields: [Value], span: Span) throws -> Value? {
        switch name {
        case "count": return .int(try lazyCount(value, span))
        case "isEmpty":
            // A `map`'s base decides, with no closure of the `map` run.
            var stream = try elementStream(kind == .lazyMap || kind == .lazy ? fields[0] : value, span)
            return .bool(try stream.next() == nil)
        case "first":
            if kind == .lazyFilter, let (baseKind, mapFields) = fields[0].librarySequence, baseKind == .lazyMap {
                // Swift finds the first index that passes, then reads the element there again:
                // the `map`'s closures run twice on it.
                let transforms = mapFields[1].arrayElements ?? [], predicates = fields[1].arrayElements ?? []
                for element in try sequenceElements(mapFields[0], span) where try passes(try mapped(element, by: transforms, span), predicates, span) {
                    return .optional(try mapped(element, by: transforms, span))
                }
                return .none
            }
            if kind == .lazyMap, fields[0].librarySequence?.kind == .lazyFilter {
                guard case .optional(let found?) = try lazyProperty("first", .lazyFilter, fields[0],
                                                                    fields[0].librarySequence!.fields, span: span) else {
                    return .none
                }
                return .optional(try mapped(found, by: fields[1].arrayElements ?? [], span))
            }
            var stream = try elementStream(value, span)
            return .optional(try stream.next())
        case "last":
            // A `filter` asks whether it is empty first (its `startIndex`), then looks from the end.
            if kind == .lazyFilter {
                var forward = try elementStream(value, span)
                guard try forward.next() != nil else { return .none }
            }
            var stream = try elementStream(value, backwards: true, span)
            return .optional(try stream.next())
        default: return nil
        }
    }

    /// `m[i]` of a lazy sequence of an array: the base's element at `i`, through a `map`'s
    /// closures (a `filter`'s subscript reads its base's, as Swift's does).
    func lazySubscript(_ container: Value, _ index: Value, span: Span) throws -> Value {
        guard let (kind, fields) = container.librarySequence else { return try subscriptGet(container, index, span: span) }
        let element = try subscriptGet(fields[0], index, span: span)
        guard kind == .lazyMap else { return element }
        return try mapped(element, by: fields[1].arrayElements ?? [], span)
    }

    /// `element` through a `map`'s closures, in the order they were added (a fused `map` of a `map`).
    func mapped(_ element: Value, by transforms: [Value], _ span: Span) throws -> Value {
        try transforms.reduce(element) { try apply($1, [$0], span: span) }
    }

    /// Whether `element` passes a `filter`'s closures: each in turn, the rest unrun once one refuses.
    func passes(_ element: Value, _ predicates: [Value], _ span: Span) throws -> Bool {
        for predicate in predicates where try apply(predicate, [element], span: span).asBool != true { return false }
        return true
    }
}

extension TypeRef {
    /// The type's name as compiled Swift prints a type (`Array<Int>`, `(a: Int, b: Double)`).
    public var runTimeName: String {
        if isInout {
            var parameter = self
            parameter.isInout = false
            return "inout " + parameter.runTimeName
        }
        switch kind {
        case .named(let path, let generics):
            let name = path.joined(separator: ".")
            return generics.isEmpty ? name : name + "<" + generics.map(\.runTimeName).joined(separator: ", ") + ">"
        case .optional(let wrapped): return "Optional<\(wrapped.runTimeName)>"
        case .array(let element): return "Array<\(element.runTimeName)>"
        case .dictionary(let key, let value): return "Dictionary<\(key.runTimeName), \(value.runTimeName)>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.runTimeName }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.runTimeName).joined(separator: ", ") + ") -> " + result.runTimeName
        }
    }
}

extension Interpreter {
    /// `prefix(n)`, `dropFirst(n)`, `suffix(n)`, `dropLast(n)` of a lazy `filter` of an array, a
    /// slice or a text: the same `filter` of a slice of its base, between the indices Swift's
    /// `LazyFilterSequence` finds, its predicate run on the same elements in the same order
    /// (`startIndex` is looked for anew each time Swift's code asks for it).
    func filterSlice(_ call: SequenceCall, _ fields: [Value]) throws -> Value {
        let base = fields[0], predicates = fields[1].arrayElements ?? []
        let elements = try sequenceElements(base, call.span)
        let end = elements.count
        func matches(_ index: Int) throws -> Bool { try passes(elements[index], predicates, call.span) }
        func startIndex() throws -> Int {
            var index = 0
            while try index < end && !matches(index) { index += 1 }
            return index
        }
        /// `index(_:offsetBy:limitedBy:)`: nil when it reaches `limit` before `distance` steps.
        func offset(_ from: Int, by distance: Int, limit: Int) throws -> Int? {
            var index = from
            for _ in 0..<Swift.abs(distance) {
                if index == limit { return nil }
                if distance > 0 {
                    repeat { index += 1 } while try index < end && !matches(index)
                } else {
                    repeat { index -= 1 } while try !matches(index)
                }
            }
            return index
        }
        var count = 1
        if !call.arguments.isEmpty {
            guard case .int(let number) = try call.argument(0) else { throw call.unknown() }
            count = number
        }
        guard count >= 0 else { throw error(Msg.Run.indexOutOfRange(count, 0), call.span) }
        let bounds: Range<Int>
        switch call.name {
        case "prefix":
            let upper = try offset(try startIndex(), by: count, limit: end) ?? end
            bounds = try startIndex()..<upper
        case "dropFirst":
            bounds = (try offset(try startIndex(), by: count, limit: end) ?? end)..<end
        case "suffix":
            bounds = (try offset(end, by: -count, limit: try startIndex()) ?? startIndex())..<end
        default:
            let upper = try offset(end, by: -count, limit: try startIndex()) ?? startIndex()
            bounds = try startIndex()..<upper
        }
        let slice: Value
        if base.text != nil {
            slice = .string(elements[bounds].map(Builtins.text).joined())
        } else {
            slice = arraySlice(of: base, bounds) ?? .array(Array(elements[bounds]))
        }
        return libraryValue(.lazyFilter, [slice, fields[1]])
    }
}

extension Interpreter {
    /// `first(where:)`, `contains` and `allSatisfy` over elements read one at a time: each is
    /// tested before the next is read, and the first that decides ends the reading, as in Swift.
    func stopAtFirst(_ name: String, next: () throws -> Value?, passes: (Value) throws -> Bool) throws -> Value {
        while let element = try next() {
            let passes = try passes(element)
            switch name {
            case "first" where passes: return .optional(element)
            case "contains" where passes: return .bool(true)
            case "allSatisfy" where !passes: return .bool(false)
            default: continue
            }
        }
        return name == "first" ? .none : .bool(name == "allSatisfy")
    }
}
