import Language
import Messages

/// The types a collection member speaks of: its element, its slice, its reversed view, its properties.
extension Library {
    static let stringIndex = SwiftType.opaque("String.Index")
    /// String methods that come with Foundation, not with the standard library.
    static let foundationMethods: Set<String> = ["components", "trimmingCharacters", "replacingOccurrences", "padding", "range",
                                                 "replacingCharacters"]

    /// What iterating over `type` gives, when it is one of the library's sequences.
    static func element(of type: SwiftType) -> SwiftType? {
        switch type {
        case .array(let element), .set(let element): return element
        case .dictionary(let key, let value):
            return .tuple([.init(label: "key", type: key), .init(label: "value", type: value)])
        case .string, .substring: return .character
        case .range(let bound, _): return bound
        case .library(let kind, let arguments):
            guard let first = arguments.first else { return nil }
            switch kind {
            case .arraySlice, .strideTo, .strideThrough: return first
            case .reversed, .lazy, .lazyFilter: return element(of: first)
            case .lazyMap: return arguments.count == 2 ? arguments[1] : nil
            case .enumerated:
                return .tuple([.init(label: "offset", type: .int), .init(label: "element", type: element(of: first) ?? .unknown)])
            case .zip:
                guard arguments.count == 2 else { return nil }
                return .tuple([.init(label: nil, type: element(of: first) ?? .unknown),
                               .init(label: nil, type: element(of: arguments[1]) ?? .unknown)])
            }
        case .opaque, .result:
            return TextView(type)?.element
        case .int, .double, .bool, .character, .void, .nominal, .optional, .tuple, .function, .inoutParameter, .metatype, .never,
             .unknown, .parameter:
            return nil
        }
    }

    /// What a prefix, a suffix or a range of positions of `type` is: an `ArraySlice` of an
    /// array, a `Substring` of text; nil for the sequences whose slices are not modelled.
    static func slice(of type: SwiftType) -> SwiftType? {
        switch type {
        case .array(let element): return .library(.arraySlice, [element])
        case .library(.arraySlice, _), .substring: return type
        case .string: return .substring
        default: return nil
        }
    }

    /// A `Substring` answers most questions as a `String` does, an `ArraySlice` as an array.
    static func likeItsBase(_ type: SwiftType) -> SwiftType {
        switch type {
        case .substring: return .string
        case .library(.arraySlice, let arguments): return .array(arguments.first ?? .unknown)
        default: return type
        }
    }

    /// `reversed()`: a collection Swift walks both ways gives a `ReversedCollection` (whose own
    /// `reversed()` is its base again); any other sequence an array.
    static func reversed(_ type: SwiftType, element: SwiftType) -> SwiftType {
        if case .library(.reversed, let arguments) = type { return arguments.first ?? .unknown }
        return shape(of: type).walksBothWays ? .library(.reversed, [type]) : .array(element)
    }

    /// What `reversed()` needs to know of a type.
    private static func shape(of type: SwiftType) -> SequenceShape {
        switch type {
        case .array: return .array
        case .string, .substring: return .string
        case .set: return .set
        case .dictionary: return .dictionary
        case .range: return .range(bounded: true)
        case .library(let kind, let arguments): return .library(kind, base: arguments.first.map(shape))
        case .int, .double, .bool, .character, .void, .nominal, .optional, .tuple, .function, .inoutParameter, .metatype, .opaque, .result, .never,
             .unknown, .parameter:
            return .other
        }
    }

    static func collectionProperty(_ name: String, of type: SwiftType) -> SwiftType? {
        switch (type, name) {
        case (.set, "count"), (.range, "count"): return .int
        case (.set, "isEmpty"): return .bool
        case (.set(let element), "first"): return .optional(element)
        case (.dictionary, "first"): return element(of: type).map { .optional($0) }
        case (.range(let bound, _), "first"), (.range(let bound, _), "last"): return .optional(bound)
        case (.string, "startIndex"), (.string, "endIndex"), (.substring, "startIndex"), (.substring, "endIndex"):
            return stringIndex
        case (.string, "indices"), (.substring, "indices"): return .array(stringIndex)
        case (.character, "asciiValue"): return .optional(.opaque("UInt8"))
        case (.character, "wholeNumberValue"): return .optional(.int)
        case (.character, "isPunctuation"), (.character, "isNewline"), (.character, "isWholeNumber"),
             (.character, "isASCII"), (.character, "isHexDigit"), (.character, "isSymbol"), (.character, "isMathSymbol"),
             (.character, "isCurrencySymbol"), (.character, "isCased"):
            return .bool
        case (.character, "hexDigitValue"): return .optional(.int)
        case (.library(let kind, _), "lazy") where kind.isLazy: return type
        case (_, "lazy") where element(of: type) != nil: return .library(.lazy, [type])
        case (.library(.arraySlice, _), "startIndex"), (.library(.arraySlice, _), "endIndex"): return .int
        case (.library(.arraySlice, _), "indices"): return .range(.int, closed: false)
        case (.library, "count"): return .int
        case (.library, "isEmpty"): return .bool
        case (.library, "first"): return element(of: type).map { .optional($0) }
        default: return nil
        }
    }

    /// A method of a sequence or collection; nil for one this does not know (the caller decides).
}
