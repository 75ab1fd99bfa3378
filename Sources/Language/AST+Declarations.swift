/// Declarations: types, cases, functions, initializers, properties.

public struct SourceUnit: Sendable {
    /// Top-level code in order: declarations and statements (a REPL line or a whole file).
    public var statements: [Stmt]
    public init(statements: [Stmt]) { self.statements = statements }
}

public indirect enum Decl: Sendable {
    case enumDecl(EnumDecl)
    case structDecl(StructDecl)
    case classDecl(ClassDecl)
    case extensionDecl(ExtensionDecl)
    case function(FunctionDecl)
    case initializer(InitDecl)
    case variable(VariableDecl)
    case enumCase(EnumCaseDecl)
    case typeAlias(TypeAliasDecl)
    case protocolDecl(ProtocolDecl)
}

/// `<T: Equatable, U>` after a declared name, with the constraints of a `where` clause merged in.
public struct GenericParameter: Sendable {
    public var name: String
    /// Protocols (or a class) the parameter must conform to: `T: Equatable`, `where T: Comparable`.
    public var constraints: [TypeRef]
    public init(name: String, constraints: [TypeRef]) { self.name = name; self.constraints = constraints }
}

/// `protocol Forma: Equatable { var nombre: String { get }; func area() -> Double }`: the
/// requirements are functions without body and properties without value.
public struct ProtocolDecl: Sendable {
    public var name: String
    public var inherits: [TypeRef]
    public var members: [Decl]
    public var span: Span
    public init(name: String, inherits: [TypeRef], members: [Decl], span: Span) {
        self.name = name; self.inherits = inherits; self.members = members; self.span = span
    }
}

public struct EnumDecl: Sendable {
    public var name: String
    public var genericParameters: [GenericParameter] = []
    public var isIndirect: Bool
    public var inherits: [TypeRef]
    public var members: [Decl]
    public var span: Span
    public init(name: String, isIndirect: Bool, inherits: [TypeRef], members: [Decl], span: Span) {
        self.name = name; self.isIndirect = isIndirect; self.inherits = inherits; self.members = members; self.span = span
    }
}

/// `case a, b(x: Int)`: one declaration may hold several elements.
public struct EnumCaseDecl: Sendable {
    public var elements: [EnumCaseElement]
    public var isIndirect: Bool
    public var span: Span
    public init(elements: [EnumCaseElement], isIndirect: Bool, span: Span) {
        self.elements = elements; self.isIndirect = isIndirect; self.span = span
    }
}

public struct EnumCaseElement: Sendable {
    public var name: String
    /// nil for a case without payload; `[]` is never produced (Swift rejects `case a()`).
    public var payload: [TupleTypeElement]?
    public var rawValue: Expr?
    public var span: Span
    public init(name: String, payload: [TupleTypeElement]?, rawValue: Expr?, span: Span) {
        self.name = name; self.payload = payload; self.rawValue = rawValue; self.span = span
    }
    public var hasPayload: Bool { payload != nil }
    /// The payload's elements; none for a case without payload.
    public var payloadElements: [TupleTypeElement] { payload ?? [] }
}

public struct StructDecl: Sendable {
    public var name: String
    public var genericParameters: [GenericParameter] = []
    public var inherits: [TypeRef]
    public var members: [Decl]
    public var span: Span
    public init(name: String, inherits: [TypeRef], members: [Decl], span: Span) {
        self.name = name; self.inherits = inherits; self.members = members; self.span = span
    }
}

public struct ClassDecl: Sendable {
    public var name: String
    public var genericParameters: [GenericParameter] = []
    public var isFinal: Bool
    public var inherits: [TypeRef]
    public var members: [Decl]
    public var span: Span
    public init(name: String, isFinal: Bool, inherits: [TypeRef], members: [Decl], span: Span) {
        self.name = name; self.isFinal = isFinal; self.inherits = inherits; self.members = members; self.span = span
    }
}

public struct ExtensionDecl: Sendable {
    public var extendedType: TypeRef
    public var inherits: [TypeRef]
    public var members: [Decl]
    /// `where Element == Int`, `where Elemento: CustomStringConvertible`: what the extension asks
    /// of the type it extends (its methods are there, and its conformances hold, only under it).
    public var whereClause: [WhereRequirement] = []
    public var span: Span
    /// `extension Sequence` (or `Collection`), whose members lesson gives to arrays: the
    /// protocol's name, the extended type being `Array`.
    public var libraryProtocol: String?
    /// The clause's conformances, by the parameter they constrain: `extension Pila:
    /// CustomStringConvertible where Elemento: CustomStringConvertible` holds only for those.
    public var requirements: [GenericParameter] {
        var parameters: [GenericParameter] = []
        for requirement in whereClause where requirement.kind == .conformance {
            if let index = parameters.firstIndex(where: { $0.name == requirement.name }) {
                parameters[index].constraints.append(requirement.type)
            } else {
                parameters.append(GenericParameter(name: requirement.name, constraints: [requirement.type]))
            }
        }
        return parameters
    }
    public init(extendedType: TypeRef, inherits: [TypeRef], members: [Decl], span: Span) {
        self.extendedType = extendedType; self.inherits = inherits; self.members = members; self.span = span
    }
}

/// `Element == Int` or `Element: Comparable` in an extension's `where` clause.
public struct WhereRequirement: Sendable {
    public enum Kind: Sendable { case sameType, conformance }
    public var name: String
    public var kind: Kind
    public var type: TypeRef
    public init(name: String, kind: Kind, type: TypeRef) { self.name = name; self.kind = kind; self.type = type }
}

public struct Parameter: Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var type: TypeRef
    public var isInout: Bool
    public var defaultValue: Expr?
    public var span: Span
    /// `_ numeros: Int...`: the callers write any number of values; the body sees an array
    /// (`type` is already `[Int]`).
    public var isVariadic = false
    public init(label: String?, name: String, type: TypeRef, isInout: Bool, defaultValue: Expr?, span: Span) {
        self.label = label; self.name = name; self.type = type; self.isInout = isInout
        self.defaultValue = defaultValue; self.span = span
    }

    /// Whether a variadic parameter given no values is given no argument at all, rather than
    /// an empty array: one would go to an earlier parameter with its label and a default
    /// (`f()` of `func f(_ x: Double = 1, _ ys: Int...)`). The checker and the run time agree on it.
    public static func emptyPackOmitted(label: String?, earlier: [(label: String?, hasDefault: Bool)]) -> Bool {
        earlier.contains { $0.hasDefault && $0.label == label }
    }
}

/// `private`, `fileprivate`, … as written on a declaration; `internal` when nothing is.
public enum AccessLevel: String, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`
}

public struct FunctionDecl: Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var result: TypeRef?
    /// nil only for a requirement-like declaration without body (rejected by the checker).
    public var body: Block?
    public var isStatic: Bool
    public var isMutating: Bool
    public var genericParameters: [GenericParameter] = []
    /// `throws` (or `rethrows`, which also sets `isRethrowing`).
    public var isThrowing = false
    public var isRethrowing = false
    public var isOverride = false
    public var isFinal = false
    /// `@discardableResult`: a call whose value is left unused is a statement, not a result.
    public var isDiscardableResult = false
    /// `prefix func -`: an operator of one operand (`-v`); where its `prefix` is written.
    public var prefixModifier: Span?
    /// `postfix func ++`: of one operand written before it (`n++`); `prefixModifier` is where
    /// `postfix` is written.
    public var isPostfix = false
    public var access = AccessLevel.internal
    public var span: Span
    /// Span of the name, for diagnostics that point at the declaration.
    public var nameSpan: Span
    public init(name: String, parameters: [Parameter], result: TypeRef?, body: Block?, isStatic: Bool,
                isMutating: Bool, span: Span, nameSpan: Span) {
        self.name = name; self.parameters = parameters; self.result = result; self.body = body
        self.isStatic = isStatic; self.isMutating = isMutating; self.span = span; self.nameSpan = nameSpan
    }
}

public struct InitDecl: Sendable {
    public var parameters: [Parameter]
    public var isFailable: Bool
    public var body: Block
    public var isConvenience = false
    /// `required init`: what a protocol's `init` requirement needs in a class that is not final.
    public var isRequired = false
    public var isThrowing = false
    public var isOverride = false
    public var access = AccessLevel.internal
    public var span: Span
    public init(parameters: [Parameter], isFailable: Bool, body: Block, span: Span) {
        self.parameters = parameters; self.isFailable = isFailable; self.body = body; self.span = span
    }
}

/// `let x: T = e`, `var (a, b) = e`, `static let ejemplo = …`, `var total: Int { … }`.
public struct VariableDecl: Sendable {
    public var isLet: Bool
    public var isStatic: Bool
    public var pattern: Pattern
    public var type: TypeRef?
    public var initializer: Expr?
    /// A computed property's getter (`var x: Int { … }` or `get { … }`); nil when stored.
    public var getter: Block?
    /// `set { … }` of a computed property, with its parameter name (default `newValue`).
    public var setter: (name: String, body: Block)?
    /// `didSet` / `willSet` observers of a stored property.
    public var didSet: Block?
    public var willSet: Block?
    /// The name `didSet` gives the previous value: `didSet(anterior)`; `oldValue` by default.
    public var oldValueName: String = "oldValue"
    /// The name `willSet` gives the coming value: `willSet(nuevo)`; `newValue` by default.
    public var newValueName: String = "newValue"
    public var isLazy = false
    /// `weak var`: it does not keep its instance alive (nil once the instance goes).
    public var isWeak = false
    public var isOverride = false
    /// A protocol's `var x: T { get set }`: a conforming type must let it change.
    public var requiresSetter = false
    public var access = AccessLevel.internal
    /// `private(set) var n`: who may assign it, when narrower than who may read it.
    public var setterAccess: AccessLevel?
    public var span: Span
    public init(isLet: Bool, isStatic: Bool, pattern: Pattern, type: TypeRef?, initializer: Expr?,
                getter: Block?, setter: (name: String, body: Block)?, didSet: Block?, willSet: Block?, span: Span) {
        self.isLet = isLet; self.isStatic = isStatic; self.pattern = pattern; self.type = type
        self.initializer = initializer; self.getter = getter; self.setter = setter
        self.didSet = didSet; self.willSet = willSet; self.span = span
    }
    /// The single name bound, when the pattern is a plain name.
    public var name: String? {
        if case .binding(let name) = pattern.kind { return name }
        return nil
    }
}

public struct TypeAliasDecl: Sendable {
    public var name: String
    public var type: TypeRef
    public var span: Span
    public init(name: String, type: TypeRef, span: Span) { self.name = name; self.type = type; self.span = span }
}
