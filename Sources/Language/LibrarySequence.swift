/// The library's sequence types Swift hands back instead of an array, shared by the checker
/// (which types them) and the interpreter (which builds and prints them): a slice of an array
/// (`xs[1...2]`, `xs.prefix(2)`) and the wrappers of `reversed()`, `lazy`, `zip`,
/// `enumerated()` and `stride`, and the lazy ones `map` and `filter` of a `lazy` give.
public enum LibrarySequence: Sendable, Hashable {
    case arraySlice, reversed, lazy, zip, enumerated, strideTo, strideThrough, lazyMap, lazyFilter

    /// The type's name in Swift.
    public var name: String {
        switch self {
        case .arraySlice: return "ArraySlice"
        case .reversed: return "ReversedCollection"
        case .lazy: return "LazySequence"
        case .zip: return "Zip2Sequence"
        case .enumerated: return "EnumeratedSequence"
        case .strideTo: return "StrideTo"
        case .strideThrough: return "StrideThrough"
        case .lazyMap: return "LazyMapSequence"
        case .lazyFilter: return "LazyFilterSequence"
        }
    }

    /// The fields compiled Swift prints for a value of it (`ReversedCollection<…>(_base: …)`).
    public var fields: [String] {
        switch self {
        case .arraySlice: return ["_elements", "_startIndex"]
        case .reversed, .lazy, .enumerated: return ["_base"]
        case .zip: return ["_sequence1", "_sequence2"]
        case .strideTo, .strideThrough: return ["_start", "_end", "_stride"]
        case .lazyMap: return ["_base", "_transform"]
        case .lazyFilter: return ["_base", "_predicate"]
        }
    }

    /// Its generic parameters, as the library names them.
    public var genericParameters: [String] {
        switch self {
        case .zip: return ["Sequence1", "Sequence2"]
        case .lazyMap: return ["Base", "Element"]
        case .arraySlice, .reversed, .lazy, .enumerated, .strideTo, .strideThrough, .lazyFilter: return ["Base"]
        }
    }

    /// Whether its elements are worked out only when they are read (by a closure it holds).
    public var isLazy: Bool {
        switch self {
        case .lazy, .lazyMap, .lazyFilter: return true
        case .arraySlice, .reversed, .zip, .enumerated, .strideTo, .strideThrough: return false
        }
    }

    /// Whether it is only a `Sequence`, not a `Collection`: it has no `count`, `isEmpty`,
    /// `last`, indices nor subscripts.
    public var isSequenceOnly: Bool {
        switch self {
        case .zip, .strideTo, .strideThrough: return true
        case .arraySlice, .reversed, .lazy, .enumerated, .lazyMap, .lazyFilter: return false
        }
    }

    /// By its name, as a program writes it (`ArraySlice<Int>`).
    public init?(name: String) {
        guard let found = Self.all.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    public static let all: [LibrarySequence] = [
        .arraySlice, .reversed, .lazy, .zip, .enumerated, .strideTo, .strideThrough, .lazyMap, .lazyFilter,
    ]
}

/// A sequence as `reversed()` sees it, for the checker (from a type) and the interpreter (from
/// a value) alike: what it is and, for the library's wrappers, what they wrap.
public indirect enum SequenceShape: Sendable {
    case array, string, set, dictionary, other
    /// A range; a one-sided one (`5...`) is not a collection.
    case range(bounded: Bool)
    case library(LibrarySequence, base: SequenceShape?)

    /// Whether `reversed()` gives a `ReversedCollection` (whose own `reversed()` is its base)
    /// rather than an array: an array, text, a bounded range, a slice, and the wrappers of
    /// them that Swift walks both ways (Swift 6.2).
    public var walksBothWays: Bool {
        switch self {
        case .array, .string: return true
        case .range(let bounded): return bounded
        case .set, .dictionary, .other: return false
        case .library(let kind, let base):
            switch kind {
            case .arraySlice, .reversed: return true
            case .lazy, .lazyMap, .lazyFilter: return base?.walksBothWays ?? false
            // `enumerated()` of a collection that reaches any position at once.
            case .enumerated: return base?.isRandomAccess ?? false
            case .zip, .strideTo, .strideThrough: return false
            }
        }
    }

    /// An array, a range, a slice, and a `lazy` or a lazy `map` of one (not a lazy `filter`).
    private var isRandomAccess: Bool {
        switch self {
        case .array, .range, .library(.arraySlice, _): return true
        case .library(.lazy, let base), .library(.lazyMap, let base): return base?.isRandomAccess ?? false
        case .string, .set, .dictionary, .other, .library: return false
        }
    }
}
