import Language

/// A type as the checker knows it. `unknown` stands for what the checker does not model (a
/// library member it has no signature for, or an expression that already has an error): it
/// converts to and from everything without a word, so one mistake never cascades and nothing
/// outside the checker's knowledge is refused.
public indirect enum SwiftType: Hashable, Sendable {
    case int, double, bool, string, character, void
    /// One of the program's own enums, structs or classes, by its dotted name (`Pantalla.Destino`),
    /// with the generic arguments it is specialized with (`Pila<Int>`): none when the type is not
    /// generic, or when the checker does not know them (a `Pila` built without saying of what).
    case nominal(String, arguments: [SwiftType] = [])
    /// A generic parameter where it is declared (`T` of `struct Caja<T>`, of `func f<T>`): the
    /// checker knows nothing of its values, as of `unknown`'s; a specialization replaces it.
    case parameter(String)
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    /// `Set<Element>`.
    case set(SwiftType)
    case tuple([Element])
    case function([SwiftType], SwiftType)
    /// `inout T` as a parameter of a function type (`(inout [Int]) -> Void`), as swiftc's own
    /// types have it: a function that changes its argument is not one that only reads it.
    case inoutParameter(SwiftType)
    /// A type used as a value: the base of `Perfil.ejemplo`.
    case metatype(SwiftType)
    /// `a..<b` and `a...b`.
    case range(SwiftType, closed: Bool)
    /// Values the subset carries without looking inside: `Date`, `UUID`, `Task<…>`, `Error`, `Any`.
    case opaque(String)
    /// The library's `Result<Success, Failure>`; `unknown` for an argument the checker does not
    /// know yet (the success of a `flatMap`'s closure, both of `Result { try f() }` of a value it
    /// does not type).
    case result(success: SwiftType, failure: SwiftType)
    /// `Substring`: a piece of a `String` (`s.prefix(2)`, the parts of `split`), carried as the
    /// text it holds at run time; Swift converts it to and from `String` only explicitly.
    case substring
    /// One of the library's sequence types (`ArraySlice<Int>`, `ReversedCollection<[Int]>`).
    case library(LibrarySequence, [SwiftType])
    /// `Never`: what `fatalError` returns; converts to everything.
    case never
    case unknown

    public struct Element: Hashable, Sendable {
        public var label: String?
        public var type: SwiftType
        public init(label: String?, type: SwiftType) { self.label = label; self.type = type }
    }

    /// How swiftc spells the type in its messages: `Int?`, `[String]`, `(id: Int, Bool)`.
    public var spelling: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .void: return "()"
        case .nominal(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.spelling).joined(separator: ", ") + ">"
        case .parameter(let name): return name
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped.spelling))?" }
            return wrapped.spelling + "?"
        case .array(let element): return "[\(element.spelling)]"
        case .dictionary(let key, let value): return "[\(key.spelling) : \(value.spelling)]"
        case .set(let element): return "Set<\(element.spelling)>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.spelling }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.spelling).joined(separator: ", ") + ") -> " + result.spelling
        case .inoutParameter(let type): return "inout " + type.spelling
        case .metatype(let instance): return instance.spelling + ".Type"
        case .range(let bound, let closed): return (closed ? "ClosedRange<" : "Range<") + bound.spelling + ">"
        case .opaque(let name): return name
        case .result(let success, let failure): return "Result<\(success.spelling), \(failure.spelling)>"
        case .substring: return "Substring"
        case .library(let kind, let arguments): return kind.name + "<" + arguments.map(\.spelling).joined(separator: ", ") + ">"
        case .never: return "Never"
        case .unknown: return "_"
        }
    }

    /// Whether the checker knows nothing about values of this type (so it says nothing about them).
    var isUnknown: Bool {
        switch self {
        case .unknown, .never, .parameter: return true
        case .opaque(let name): return name == "Any"
        case .int, .double, .bool, .string, .character, .void, .nominal, .optional, .array, .dictionary, .set, .tuple,
             .function, .inoutParameter, .metatype, .range, .substring:
            return false
        case .library, .result: return false
        }
    }

    var isOptional: Bool { if case .optional = self { return true }; return false }

    var wrapped: SwiftType? { if case .optional(let inner) = self { return inner }; return nil }

    /// A function type's parameter as its body sees it: `inout T` is a variable of type `T`.
    var withoutInout: SwiftType { if case .inoutParameter(let inner) = self { return inner }; return self }

    var isInoutParameter: Bool { if case .inoutParameter = self { return true }; return false }

    /// `Int`, `Double`, `Float`, `UInt8` (`c.asciiValue`) and the other fixed-width integers:
    /// the numbers lesson computes with.
    var isNumeric: Bool { self == .int || self == .double || self == .float || isFixedInteger }

    /// `Double` and `Float`: a literal with a point is one of them, and `%` is not theirs.
    var isFloatingPoint: Bool { self == .double || self == .float }

    /// `String` or `Substring`: Swift compares and joins them with each other.
    var isText: Bool { self == .string || self == .substring }

    var isArrayLike: Bool {
        switch self {
        case .array, .library(.arraySlice, _): return true
        default: return false
        }
    }

    /// Two types are the same for the checker when they are equal, or one is unknown, or the
    /// tuples differ only in labels (Swift converts `(a: Int, b: Int)` to `(Int, Int)` and back).
    func matches(_ other: SwiftType) -> Bool {
        if isUnknown || other.isUnknown { return true }
        switch (self, other) {
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)), (.metatype(let a), .metatype(let b)),
             (.set(let a), .set(let b)), (.inoutParameter(let a), .inoutParameter(let b)):
            return a.matches(b)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)): return k1.matches(k2) && v1.matches(v2)
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy {
                ($0.label == nil || $1.label == nil || $0.label == $1.label) && $0.type.matches($1.type)
            }
        case (.function(let p1, let r1), .function(let p2, let r2)):
            return p1.count == p2.count && zip(p1, p2).allSatisfy { $0.matches($1) } && r1.matches(r2)
        case (.range(let a, let c1), .range(let b, let c2)): return c1 == c2 && a.matches(b)
        case (.result(let s1, let f1), .result(let s2, let f2)): return s1.matches(s2) && f1.matches(f2)
        case (.library(let k1, let a1), .library(let k2, let a2)):
            return k1 == k2 && a1.count == a2.count && zip(a1, a2).allSatisfy { $0.matches($1) }
        case (.nominal(let a, let x), .nominal(let b, let y)):
            // A specialization matches the type whose arguments the checker does not know.
            return a == b && (x.isEmpty || y.isEmpty || x.count == y.count && zip(x, y).allSatisfy { $0.matches($1) })
        case (.opaque(let a), .opaque(let b)):
            // `Task<Perfil, Error>` written two ways, or an `Error` existential.
            return a == b || a.hasPrefix("Task") && b.hasPrefix("Task")
        default: return self == other
        }
    }
}

extension SwiftType {
    /// The library's number types besides `Int` and `Double`; lesson computes with all of them
    /// but `Int128` and `UInt128`, which it refuses.
    static let fixedWidthNumbers: Set<String> = ["Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16",
                                                 "UInt32", "UInt64", "Int128", "UInt128"]

    /// `UInt8`, which lesson computes with as Swift does (it is what `asciiValue` gives).
    static let uint8 = SwiftType.opaque("UInt8")

    /// `Unicode.Scalar` (`UnicodeScalar`), what `texto.unicodeScalars` walks: carried at run time
    /// as the one-scalar text it is, as a `Character` is.
    static let unicodeScalar = SwiftType.opaque("Unicode.Scalar")

    /// `Float`, which lesson computes with in single precision, as Swift does.
    static let float = SwiftType.opaque("Float")

    /// One of the library's number types lesson does not compute with.
    var fixedWidthNumber: String? {
        if case .opaque(let name) = self, Self.fixedWidthNumbers.contains(name), self != .uint8, self != .float,
           IntegerWidth(rawValue: name) == nil { return name }
        return nil
    }

    /// `Int8`, `Int32`, `UInt`… (not `UInt8`, which has its own run-time value).
    var integerWidth: IntegerWidth? {
        if case .opaque(let name) = self { return IntegerWidth(rawValue: name) }
        return nil
    }

    /// An integer type of a fixed width other than `Int`: `UInt8`, `Int32`, `UInt`…
    var isFixedInteger: Bool { self == .uint8 || integerWidth != nil }

    /// `Int` or a fixed-width integer: the library compares any two of them (`Int8(1) < 300`).
    var isInteger: Bool { self == .int || isFixedInteger }

    /// `UInt8`, `UInt`, `UInt32`…: no negative number is one of them.
    var isUnsignedInteger: Bool { self == .uint8 || integerWidth.map { !$0.isSigned } ?? false }

    /// The numbers a fixed-width integer type holds.
    var integerBounds: ClosedRange<Int128>? {
        if self == .uint8 { return 0...255 }
        return integerWidth?.bounds
    }
}

extension SwiftType {
    /// The type with each generic parameter named in `bindings` replaced by its argument: a
    /// member of `Pila<Int>` seen from outside (`push(_: Elemento)` takes an `Int`).
    func substituting(_ bindings: [String: SwiftType]) -> SwiftType {
        guard !bindings.isEmpty else { return self }
        func each(_ type: SwiftType) -> SwiftType { type.substituting(bindings) }
        switch self {
        case .parameter(let name): return bindings[name] ?? self
        case .nominal(let name, let arguments): return .nominal(name, arguments: arguments.map(each))
        case .optional(let wrapped): return .optional(each(wrapped))
        case .array(let element): return .array(each(element))
        case .dictionary(let key, let value): return .dictionary(each(key), each(value))
        case .set(let element): return .set(each(element))
        case .tuple(let elements): return .tuple(elements.map { Element(label: $0.label, type: each($0.type)) })
        case .function(let parameters, let result): return .function(parameters.map(each), each(result))
        case .inoutParameter(let type): return .inoutParameter(each(type))
        case .metatype(let instance): return .metatype(each(instance))
        case .range(let bound, let closed): return .range(each(bound), closed: closed)
        case .library(let kind, let arguments): return .library(kind, arguments.map(each))
        case .result(let success, let failure): return .result(success: each(success), failure: each(failure))
        case .int, .double, .bool, .string, .character, .void, .opaque, .substring, .never, .unknown: return self
        }
    }
}
