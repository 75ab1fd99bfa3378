import Language

/// A value of the teaching subset at run time. Enums, structs, tuples and arrays are values
/// (copying one copies its contents, as Swift does); class instances are shared `Instance`s.
/// Only the recursive and the large cases are boxed: an `Int`, a `Bool` or an enum case is stored
/// inline, so copying and comparing states touches no reference counts for them.
public enum Value: Sendable {
    case int(Int)
    /// A `UInt8` (`c.asciiValue`, `let b: UInt8 = 65`): computed on as Swift does, trapping
    /// outside 0…255.
    case uint8(UInt8)
    /// `Int8`, `Int32`, `UInt`, `UInt64`… (see `FixedInteger`).
    indirect case fixed(FixedInteger)
    /// A `Unicode.Scalar` (what `texto.unicodeScalars` walks): text where text is read
    /// (`Character(u)`, `"\(u)"`, `u == "a"`), but written as Swift writes a scalar in a collection.
    case scalar(Unicode.Scalar)
    case double(Double)
    /// A `Float` (`let precio: Float = 9.99`): computed on in single precision, as Swift does.
    case float(Float)
    case bool(Bool)
    case string(String)
    /// A `Substring`: its text, and where it starts in the string it was cut from, so that its
    /// indices are that string's (`s[sub.startIndex]`), as in Swift.
    indirect case substring(SubstringValue)
    indirect case optional(Value?)
    case array([Value])
    /// Dictionaries, sets and ranges are boxed: a state machine's values never pay for them.
    indirect case dictionary(DictionaryValue)
    indirect case set(SetValue)
    indirect case range(RangeValue)
    case tuple(TupleValue)
    case enumCase(EnumValue)
    case structure(StructValue)
    case instance(Instance)
    indirect case function(FunctionValue)
    /// A type used as a value, e.g. the base of `Perfil.ejemplo`.
    case metatype(RuntimeType)
    /// `Date`, `Task`, `UUID`, an `Error`: values the subset carries but never looks inside.
    indirect case opaque(OpaqueValue)
    case void

    public static let none = Value.optional(nil)
}

public struct SubstringValue: Sendable {
    public var text: String
    /// The character offset of its first character in the string it was cut from.
    public var start: Int
    public init(text: String, start: Int) { self.text = text; self.start = start }
}

public struct TupleValue: Sendable {
    public var labels: [String?]
    public var elements: [Value]
    public init(labels: [String?], elements: [Value]) { self.labels = labels; self.elements = elements }
}

/// An enum case by its index in `type.cases`: the name is read from the type when printed.
public struct EnumValue: Sendable {
    public let type: TypeInfo
    public var caseIndex: Int
    public var payload: [Value]
    public init(type: TypeInfo, caseIndex: Int, payload: [Value]) {
        self.type = type; self.caseIndex = caseIndex; self.payload = payload
    }
    /// The case called `caseName`, which must be one of `type`'s.
    public init(type: TypeInfo, caseName: String, payload: [Value]) {
        self.init(type: type, caseIndex: type.caseIndex(caseName) ?? 0, payload: payload)
    }
    public var caseInfo: EnumCaseElement? { type.cases.indices.contains(caseIndex) ? type.cases[caseIndex] : nil }
    public var caseName: String { caseInfo?.name ?? "" }
}

public struct StructValue: Sendable {
    public let type: TypeInfo
    /// In the order of `type.storedProperties`.
    public var fields: [Value]
    public init(type: TypeInfo, fields: [Value]) { self.type = type; self.fields = fields }
}

/// A class instance: identity matters, so it is a reference.
public final class Instance: @unchecked Sendable {
    /// Set once more after the `init` when it is of a generic class (`Caja` becomes `Caja<Int>`).
    public internal(set) var type: TypeInfo
    public var fields: [Value]
    /// The instances of its `weak var` fields, by index (see `field(_:)`).
    var weakTargets: [Int: WeakTarget] = [:]
    public let serial: Int
    /// The instance a `deinit` body runs on: a stand-in for one already gone, never itself deinitialized.
    var isDeinitializing = false
    init(type: TypeInfo, fields: [Value], serial: Int) { self.type = type; self.fields = fields; self.serial = serial }

    // When the last reference goes, as in Swift: the class's `deinit` runs (queued, so that it
    // runs between statements rather than in the middle of one).
    deinit {
        if type.hasDeinit, !isDeinitializing { type.deinitSink?(type, fields, serial) }
    }
}

public struct OpaqueValue: Sendable {
    public var typeName: String
    /// What `print` shows; opaque values are never compared by content.
    public var description: String
    public init(typeName: String, description: String) { self.typeName = typeName; self.description = description }
}

/// A function, method, closure, or enum-case constructor used as a value.
public struct FunctionValue: @unchecked Sendable {
    public enum Body {
        case declared(Located<FunctionDecl>, selfValue: Value?, scope: Scope?)
        case closure(parameters: [String], body: [Stmt], scope: Scope)
        /// `Tipo.caso` with a payload, or `Tipo.metodoEstatico`, used as a value and called later.
        case member(TypeInfo, String)
        /// `print`, `min`, … passed as a value.
        case builtin(String)
    }
    public var body: Body
    /// `\Persona.edad`: a key path, which prints as written.
    public var keyPath: String? = nil
}

// MARK: - Conveniences

extension Value {
    public var asBool: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var asInt: Int? { if case .int(let i) = self { return i }; return nil }

    /// A `Substring` as a `String` of its text, where only the text matters (`Int(sub)`); any
    /// other value as it is.
    public var plainText: Value {
        if case .substring(let piece) = self { return .string(piece.text) }
        return self
    }

    /// The text of a `String`, a `Character` or a `Substring`.
    public var text: String? {
        switch self {
        case .string(let text): return text
        case .substring(let piece): return piece.text
        case .scalar(let scalar): return String(scalar)
        case .int, .uint8, .fixed, .float, .double, .bool, .optional, .array, .dictionary, .set, .range, .tuple, .enumCase, .structure,
             .instance, .function, .metatype, .opaque, .void:
            return nil
        }
    }

    /// The enum case name when the value is an enum, or `some`/`none` for an optional.
    public var caseName: String? {
        switch self {
        case .enumCase(let e): return e.caseName
        case .optional(let wrapped): return wrapped == nil ? "none" : "some"
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .array, .dictionary, .set, .range, .tuple, .structure, .instance, .function,
             .metatype, .opaque, .void:
            return nil
        }
    }
}
