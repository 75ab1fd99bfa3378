import Language
import Messages

/// The lazy sequences (`xs.lazy`, and what its `map` and `filter` give) as swiftc types them,
/// and what a `Sequence` that is not a `Collection` (`zip`, `stride`) lacks.
extension Library {
    /// The members only a `Collection` has, which a `Zip2Sequence` or a `StrideTo` lacks (its
    /// `first` is the method `first(where:)`, which lesson does not take as a value).
    static let collectionOnlyMembers: Set<String> = ["count", "isEmpty", "first", "last", "startIndex", "endIndex", "indices"]

    /// A method of a lazy sequence whose result is lazy too; nil for one that is the same as
    /// any sequence's (`reduce`, `sorted`, `first(where:)`…). A lazy `map` of a lazy `map`, or
    /// a `filter` of a `filter`, is one, as the library fuses them.
    static func lazyMethod(_ name: String, on base: SwiftType, element: SwiftType, _ checker: TypeChecker,
                           _ arguments: inout [Argument], at offset: Int) -> SwiftType? {
        // `reversed()` of a lazy sequence is lazy too.
        guard base.isLazy, case .library(let kind, let parts) = base, let inner = parts.first else { return nil }
        func closure(_ result: SwiftType) -> SwiftType {
            guard !arguments.isEmpty else { return .unknown }
            let type = checker.infer(&arguments[0].value, .function([element], result))
            if case .function(_, let produced) = type {
                checker.adaptFunction(&arguments[0].value, of: type, taking: [element])
                return produced
            }
            return .unknown
        }
        /// What `map` on this gives, for elements of `produced`.
        func mapped(_ produced: SwiftType) -> SwiftType {
            switch kind {
            case .lazy, .lazyMap: return .library(.lazyMap, [inner, produced])
            default: return .library(.lazyMap, [base, produced])
            }
        }
        let isWhile = arguments.takeWhile
        switch name {
        case "map":
            return mapped(closure(.unknown))
        case "filter":
            _ = closure(.bool)
            switch kind {
            case .lazy: return .library(.lazyFilter, [inner])
            case .lazyFilter: return base
            default: return .library(.lazyFilter, [base])
            }
        case "compactMap":
            // `map`, then a `filter` of the non-nil, then a `map` that unwraps them, as the library writes it.
            let unwrapped = closure(.unknown).wrapped ?? .unknown
            return .library(.lazyMap, [.library(.lazyFilter, [mapped(.optional(unwrapped))]), unwrapped])
        case "prefix" where !isWhile, "suffix", "dropFirst", "dropLast":
            // Of a lazy `map` or `filter` of an array: the same over a slice of the array.
            if let slice = lazySlice(of: base) {
                if !arguments.isEmpty { checker.check(&arguments[0].value, against: .int, .argument) }
                return slice
            }
            return outsideSubset()
        case "joined" where arguments.count == 1 && arguments[0].label == "separator" && element.isText:
            // Text joined with a separator is a String, lazy or not (without one, a lazy `FlattenSequence`).
            checker.check(&arguments[0].value, against: .string, .argument)
            return .string
        case "flatMap", "joined", "drop", "prefix", "split":
            return outsideSubset()
        default:
            return nil
        }
        func outsideSubset() -> SwiftType {
            checker.report(Msg.Sequences.lazyMemberOutsideSubset(name, base.spelling), at: offset)
            checker.inferLoose(&arguments)
            return .unknown
        }
    }

    /// A slice of a lazy `map` or `filter` of an array or a text, or of a `map` of one of those:
    /// the same over a slice of it. (A `filter` of a `map` finds its indices by running the
    /// `map`'s closure again on each element it reads: lesson does not model those.)
    private static func lazySlice(of type: SwiftType) -> SwiftType? {
        guard case .library(let kind, let parts) = type, let inner = parts.first else { return nil }
        let slice: SwiftType?
        switch kind {
        case .lazyMap: slice = lazySlice(of: inner) ?? self.slice(of: inner)
        case .lazyFilter: slice = self.slice(of: inner)
        default: slice = nil
        }
        return slice.map { .library(kind, [$0] + parts.dropFirst()) }
    }

    /// `zip(a, b)[0]`, `xs.enumerated()[0]`, `xs.lazy.map { … }[0]`: the element a library
    /// sequence's subscript gives, or nil once it has reported that it has none by an Int.
    static func librarySubscript(_ kind: LibrarySequence, _ base: SwiftType, _ index: SwiftType, _ checker: TypeChecker,
                                 at offset: Int) -> SwiftType? {
        if kind.isSequenceOnly {
            checker.report(Msg.Sequences.noSubscripts(base.spelling), at: offset)
            return nil
        }
        guard index == .int else { return .unknown }
        // A lazy sequence of an array is indexed as the array (a `filter`'s too: by its positions).
        if kind.isLazy, case .library(_, let parts) = base, parts.first?.isIndexedByPosition == true {
            return element(of: base)
        }
        if kind == .enumerated || kind == .reversed || kind.isLazy {
            checker.report(Msg.Sequences.subscriptNotByInt(base.spelling), at: offset)
            return nil
        }
        return .unknown
    }
}

extension SwiftType {
    /// A lazy sequence, or `reversed()` of one: its `map` and `filter` are lazy.
    var isLazy: Bool {
        guard case .library(let kind, let parts) = self else { return false }
        return kind.isLazy || kind == .reversed && parts.first?.isLazy == true
    }

    /// An array, a range or a slice: indexed by Int positions.
    var isIndexedByPosition: Bool {
        switch self {
        case .array, .range, .library(.arraySlice, _): return true
        case .library(let kind, let parts) where kind.isLazy: return parts.first?.isIndexedByPosition ?? false
        default: return false
        }
    }

    /// The type as the run time names it (`Array<Int>`, `LazyMapSequence<Array<Int>, Int>`),
    /// when it is made only of library types whose values do not tell it all; nil for any
    /// other (one of the program's types, a function: the value tells those). A one-sided
    /// range is typed as a range of its side, so it is named as one here (`Range<Int>`).
    public var libraryTypeRef: TypeRef? { typeRef(naming: .libraryOnly) }

    /// The same, naming the program's own non-generic types too (`LazyMapSequence<Array<Int>, P>`),
    /// for a value whose type arguments are not all the program's: `type(of:)` names those by the value.
    var runTimeTypeRef: TypeRef? { typeRef(naming: .programTypes) }

    /// The type as a program would write it, every type named with its arguments
    /// (`Caja<Bool>`, `Never`, `()`): how the arithmetic asks the run time for the layout of a
    /// type it counts. nil only for what has no written name (a generic parameter, `_`).
    public var writtenTypeRef: TypeRef? { typeRef(naming: .everything) }

    private enum Naming {
        /// Only library types whose values do not tell them.
        case libraryOnly
        /// Also the program's own non-generic types.
        case programTypes
        /// Every type that has a name.
        case everything
    }

    private func typeRef(naming: Naming) -> TypeRef? {
        let withProgramTypes = naming != .libraryOnly
        func named(_ name: String, _ arguments: [SwiftType]) -> TypeRef? {
            var generics: [TypeRef] = []
            for argument in arguments {
                guard let ref = argument.typeRef(naming: naming) else { return nil }
                generics.append(ref)
            }
            return TypeRef(.named(path: name.split(separator: ".").map(String.init), generics: generics), span: .none)
        }
        switch self {
        case .nominal(let name, let arguments) where naming == .everything: return named(name, arguments)
        case .nominal(let name, let arguments) where withProgramTypes && arguments.isEmpty && !name.contains("<"): return named(name, [])
        case .never where naming == .everything: return named("Never", [])
        case .void where naming == .everything: return TypeRef(.tuple([]), span: .none)
        case .opaque(let name) where naming == .everything: return named(name, [])
        // Carried as text, named as Swift names it (`Optional<Scalar>`).
        case .opaque where self == .unicodeScalar: return named("Scalar", [])
        case .opaque(let name) where isFixedInteger: return named(name, [])
        case .int: return named("Int", [])
        case .double: return named("Double", [])
        case .bool: return named("Bool", [])
        case .string: return named("String", [])
        case .character: return named("Character", [])
        case .substring: return named("Substring", [])
        case .optional(let wrapped): return named("Optional", [wrapped])
        case .array(let element): return named("Array", [element])
        case .dictionary(let key, let value): return named("Dictionary", [key, value])
        case .set(let element): return named("Set", [element])
        case .library(let kind, let arguments): return named(kind.name, arguments)
        case .result(let success, let failure): return named("Result", [success, failure])
        case .range(let bound, let closed): return named(closed ? "ClosedRange" : "Range", [bound])
        case .tuple(let elements):
            var parts: [TupleTypeElement] = []
            for element in elements {
                guard let ref = element.type.typeRef(naming: naming) else { return nil }
                parts.append(TupleTypeElement(label: element.label, type: ref))
            }
            return TypeRef(.tuple(parts), span: .none)
        case .function(let parameters, let result):
            // `(inout Array<Int>) -> ()`: a function's value does not tell its type; the program's own types by name.
            var refs: [TypeRef] = []
            for parameter in parameters {
                guard let ref = parameter.typeRef(naming: naming == .everything ? .everything : .programTypes) else { return nil }
                refs.append(ref)
            }
            guard let produced = result == .void ? TypeRef(.tuple([]), span: .none) : result.typeRef(naming: naming == .everything ? .everything : .programTypes) else {
                return nil
            }
            return TypeRef(.function(parameters: refs, result: produced), span: .none)
        case .inoutParameter(let inner):
            guard var ref = inner.typeRef(naming: naming) else { return nil }
            ref.isInout = true
            return ref
        case .void, .nominal, .metatype, .opaque, .never, .unknown, .parameter:
            return nil
        }
    }
}
