import Language
import Typing

/// A function declaration together with the file it was written in, so that errors
/// and traces raised while running it point at the right `archivo:línea`.
public struct Located<Node: Sendable>: Sendable {
    public let node: Node
    public let file: SourceFile
    /// The lowered body, shared by every copy of this declaration.
    let lowering = LoweringCache()
    public init(node: Node, file: SourceFile) { self.node = node; self.file = file }
}

extension VariableDecl {
    /// A stored property's name: its pattern is always a plain name (see
    /// `NominalDecl.storedProperties`), so the empty name is never seen.
    public var fieldName: String { name ?? "" }

    var hasObservers: Bool { self.willSet != nil || self.didSet != nil }
}

/// A nominal type declared by the program (or a built-in one that extensions add to).
public final class TypeInfo: @unchecked Sendable {
    public enum Kind: Sendable { case enumeration, structure, classType, builtin }

    public let name: String
    /// Dotted path from the top level, e.g. `Perfil.ID`.
    public let qualifiedName: String
    /// `qualifiedName`'s components: the scope names written inside the type are found from.
    public let path: [String]
    public let kind: Kind
    public let file: SourceFile?
    public let span: Span
    /// The declaration this is the runtime layout of (nil for the library's types).
    public internal(set) var declaration: NominalDecl?
    public var isIndirect = false
    /// The declaration's cases and stored properties, as the front end describes them, in the
    /// order values hold them: a class's inherited fields first (see `linkInheritance`).
    public var cases: [EnumCaseElement] = []
    public var storedProperties: [VariableDecl] = [] {
        didSet { fieldNames = storedProperties.map(\.fieldName); hasWeakFields = storedProperties.contains(where: \.isWeak) }
    }
    /// Whether a stored property is `weak var` (its instances then hold it apart: `Instance.field`).
    public private(set) var hasWeakFields = false
    /// The stored properties' names, read by every field lookup (a `VariableDecl` finds its
    /// name in its pattern).
    public private(set) var fieldNames: [String] = []
    public var computedProperties: [String: Located<VariableDecl>] = [:]
    /// `override var salario: Double { didSet { … } }`: observers a class adds to a property it
    /// inherits, by name; and, once linked, every observer a field of this class runs, nearest
    /// class first (see `observerLayers(of:)`), for the fields that have overriding ones.
    var observerOverrides: [String: Located<VariableDecl>] = [:]
    var observerLayers: [String: [(observers: VariableDecl, owner: TypeInfo)]] = [:]
    public var methods: [String: [Located<FunctionDecl>]] = [:]
    public var staticMethods: [String: [Located<FunctionDecl>]] = [:]
    public var staticProperties: [String: Located<VariableDecl>] = [:]
    public var staticValues: [String: Value] = [:]
    /// Statics whose initializer is running: reading one of them again is a cycle, not a value.
    var staticsBeingInitialized: Set<String> = []
    public var initializers: [Located<InitDecl>] = []
    public var bodyDeclaresInit = false
    public var nestedTypes: [String: TypeInfo] = [:]
    public var conformances: Set<String> = []
    public weak var parent: TypeInfo?
    /// A class's superclass, once linked (see `linkInheritance`).
    public internal(set) var superclass: TypeInfo?
    /// The members copied from a superclass or a protocol's defaults, by name, so a new
    /// declaration of them can replace them; and how many stored properties came first from
    /// the superclass.
    var inheritedMembers: Set<String> = []
    /// How many methods of a name, last in `methods`, came from a supertype beside the type's own.
    var inheritedOverloads: [String: Int] = [:]
    var inheritedStoredCount = 0
    /// How many of the last `initializers` are the superclass's, inherited beside its own.
    var inheritedInitializerCount = 0
    /// Every protocol the type conforms to, through its superclasses and protocols' inheritance.
    var allConformances: Set<String> = []
    /// Whether the class or one of its superclasses declares `deinit`, and where its instances
    /// go when their last reference does (set by the interpreter that declared it).
    var hasDeinit = false
    /// `struct Pila<Elemento>`: its parameters' names; for a specialization (`Pila<String>`),
    /// the generic type and the arguments (see `Interpreter+Generics`).
    public var genericParameters: [String] = []
    public internal(set) var genericBase: TypeInfo?
    public internal(set) var genericArguments: [RuntimeType] = []
    /// The arguments as the program names them, where that is not how the run time carries
    /// them (`Pila<Character>`, whose characters are text); nil when it is.
    var genericArgumentNames: [RuntimeType]?
    /// What a specialization is named with: its arguments, as the program writes them.
    var namedGenericArguments: [RuntimeType] { genericArgumentNames ?? genericArguments }
    var specializations: [String: TypeInfo] = [:]
    /// For one of the library's sequence types (`ArraySlice`, `ReversedCollection`…), which one.
    var library: LibrarySequence?
    var deinitSink: ((TypeInfo, [Value], Int) -> Void)?
    /// Set when the program writes the type's own `==`: sets and dictionaries then find its
    /// values by that `==` and its `hash(into:)` (see `ValueKey`); nil, the usual case, keeps
    /// the structural comparison that a synthesized `==` makes.
    public internal(set) var keyIdentity: KeyIdentity?

    init(name: String, qualifiedName: String, kind: Kind, file: SourceFile?, span: Span) {
        self.name = name; self.qualifiedName = qualifiedName; self.kind = kind; self.file = file; self.span = span
        path = qualifiedName.split(separator: ".").map(String.init)
    }

    public func caseNamed(_ name: String) -> EnumCaseElement? { cases.first { $0.name == name } }

    public func caseIndex(_ name: String) -> Int? { cases.firstIndex { $0.name == name } }

    public func fieldIndex(_ name: String) -> Int? { fieldNames.firstIndex(of: name) }

    public var isEnum: Bool { kind == .enumeration }

    /// The library's `Result`, of any arguments (see `BuiltinTypes.result`).
    var isLibraryResult: Bool { file == nil && kind == .enumeration && qualifiedName == "Result" }
}

/// A type as the interpreter needs it: enough to coerce literals, resolve implicit members
/// (`.cargar(id: 7)` needs to know it means an `Evento`) and count shapes.
public indirect enum RuntimeType: Sendable {
    case int, double, bool, string
    case nominal(TypeInfo)
    case optional(RuntimeType)
    case array(RuntimeType)
    case dictionary(RuntimeType, RuntimeType)
    /// `Set<T>`; a `Set` written without its element type holds `.opaque("_")`.
    case set(RuntimeType)
    /// `Range<T>`, `ClosedRange<T>` and the one-sided ones.
    case range(RuntimeType, RangeValue.Kind)
    case tuple([(label: String?, type: RuntimeType)])
    case function
    /// `Date`, `Task<…>`, `UUID`, `Error`, and any name the subset carries without looking inside.
    case opaque(String)

    /// The nominal type implicit members (`.foo`) are looked up in: through optionals too,
    /// as Swift does for `let d: Destino? = .alerta`.
    public var implicitMemberBase: TypeInfo? {
        switch self {
        case .nominal(let info): return info
        case .optional(let wrapped): return wrapped.implicitMemberBase
        case .int, .double, .bool, .string, .array, .dictionary, .set, .range, .tuple, .function, .opaque: return nil
        }
    }

    /// The name as the Swift REPL writes it beside a result: `Destino?` for an optional.
    public var sugaredName: String {
        switch self {
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped.sugaredName))?" }
            return wrapped.sugaredName + "?"
        case .array(let element): return "[\(element.sugaredName)]"
        case .dictionary(let key, let value): return "[\(key.sugaredName): \(value.sugaredName)]"
        case .nominal(let info) where !info.genericArguments.isEmpty:
            // `Caja<Int>`, `LazyMapSequence<[Int], Int>`: what the value's specialization knows.
            return (info.library != nil ? info.name : info.qualifiedName) + "<"
                + info.namedGenericArguments.map(\.sugaredName).joined(separator: ", ") + ">"
        case .set(let element): return "Set<\(element.sugaredName)>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.sugaredName }.joined(separator: ", ") + ")"
        case .int, .double, .bool, .string, .nominal, .range, .function, .opaque: return displayName
        }
    }

    public var displayName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .nominal(let info): return info.qualifiedName
        case .optional(let wrapped): return "Optional<\(wrapped.displayName)>"
        case .array(let element): return "[\(element.displayName)]"
        case .dictionary(let key, let value): return "[\(key.displayName): \(value.displayName)]"
        case .set(let element): return "Set<\(element.displayName)>"
        case .range(let bound, let kind):
            return RangeValue(lower: .void, upper: .void, kind: kind).typeName + "<\(bound.displayName)>"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.displayName }
                .joined(separator: ", ") + ")"
        case .function: return "función"
        case .opaque(let name): return name
        }
    }
}

/// A variable in a scope. Class so that closures and `inout` see the same storage.
public final class Variable: @unchecked Sendable {
    public var value: Value
    public let isLet: Bool
    public let type: RuntimeType?
    /// `willSet` / `didSet` of a global or local `var`; nil for nearly every variable.
    var observers: VariableObservers?
    /// While its own observers run, writing the variable observes nothing, as in Swift.
    var isObserving = false
    /// `var doble: Int { … }` at the top level: read by running its getter; nil when stored.
    var getter: ComputedGetter?
    init(value: Value, isLet: Bool, type: RuntimeType?) { self.value = value; self.isLet = isLet; self.type = type }
}

/// What reading a top-level computed variable runs: its getter's body, in the file it is
/// written in, with the type it is declared with.
struct ComputedGetter {
    let body: Block
    let file: SourceFile
    let type: RuntimeType?
}

/// What a global or local `var`'s observers need to run: their bodies, the file they are
/// written in, and the scope and type they see (the declaration's own).
struct VariableObservers {
    let declaration: VariableDecl
    let file: SourceFile
    /// Weak: the scope holds the variable, and so these.
    weak var scope: Scope?
    let context: TypeInfo?
}

public final class Scope: @unchecked Sendable {
    // A scope holds a handful of names: searching a short array compares a few small strings,
    // which is cheaper than hashing them, and lookups happen on every identifier.
    private var names: [String] = []
    private var slots: [Variable] = []
    let parent: Scope?
    init(parent: Scope?) { self.parent = parent }

    // The last declared goes first, as Swift ends its locals' lifetimes (a `deinit` prints in that order).
    deinit { while slots.popLast() != nil {} }

    /// The variable declared in this scope itself (not its parents), if any.
    subscript(local name: String) -> Variable? {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name { return slots[index] }
            index -= 1
        }
        return nil
    }

    /// This scope's own variables, in declaration order.
    var locals: [(name: String, variable: Variable)] { Array(zip(names, slots)) }

    /// `name` in this scope and its parents up to, not including, `stop` (the globals).
    func lookup(_ name: String, below stop: Scope) -> Variable? {
        var scope: Scope? = self
        while let current = scope, current !== stop {
            if let variable = current[local: name] { return variable }
            scope = current.parent
        }
        return nil
    }

    func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let current = scope {
            if let variable = current[local: name] { return variable }
            scope = current.parent
        }
        return nil
    }

    /// A closure's own scope: what it holds weakly (`[weak self]`), and how many of its calls
    /// are running (while one is, those are strong; see `Interpreter.withCaptures`).
    var weakCaptures: [WeakCapture] = []
    var callsUnderway = 0

    /// `name` for a variable of another scope, shared: a closure captures it by reference.
    func bind(_ name: String, to variable: Variable) {
        names.append(name)
        slots.append(variable)
    }

    /// Declares `name`, replacing a variable of the same name in this scope (as the REPL allows).
    func declare(_ name: String, _ value: Value, isLet: Bool, type: RuntimeType? = nil) {
        let variable = Variable(value: value, isLet: isLet, type: type)
        if let index = names.lastIndex(of: name) {
            slots[index] = variable
        } else {
            names.append(name)
            slots.append(variable)
        }
    }
}

/// Something that stopped a run: shown in Spanish with the position of the code that failed.
public struct RuntimeError: Error, Sendable {
    public var message: String
    public var location: SourceLocation?
    public init(_ message: String, location: SourceLocation?) { self.message = message; self.location = location }

    public var diagnostic: Diagnostic { Diagnostic(message, at: location) }
}
