/// The syntax tree of the Swift the REPL runs (docs/lenguaje.md).
/// Every node carries a `Span` of byte offsets into its `SourceFile`, so any stage can
/// point back at the learner's line. Nodes are plain values: the parser builds them,
/// later stages only read them.

public struct Span: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) { self.start = start; self.end = end }
    public static let none = Span(0, 0)
}

// MARK: - Types

/// A type as written: `Bool`, `Perfil.ID`, `Task<Perfil, Error>`, `String?`, `[Int]`, `(Int, b: Bool)`.
public struct TypeRef: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// Dotted path with the generic arguments of its last component.
        case named(path: [String], generics: [TypeRef])
        case optional(TypeRef)
        case array(TypeRef)
        case dictionary(key: TypeRef, value: TypeRef)
        case tuple([TupleTypeElement])
        case function(parameters: [TypeRef], result: TypeRef)
    }
    public var kind: Kind
    public var span: Span
    /// A parameter of a function type written `inout` (`(inout State, Action) -> Effect`): a
    /// closure passed for it may change its first parameter.
    public var isInout = false
    /// A function type written `throws` (`(Int) throws -> Int`): a closure passed for it may throw.
    public var isThrowing = false
    /// Written `@escaping`: a function parameter of this type may be kept after the call.
    public var isEscaping = false
    /// Written `some P`: one type the declaration keeps hidden, which its value decides.
    public var isOpaqueResult = false
    /// Written `@autoclosure`: the argument is written as a value and passed as a closure that computes it.
    public var isAutoclosure = false
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }

    /// A function type, or an optional one: what an unlabelled trailing closure may be given to.
    public var takesFunction: Bool {
        switch kind {
        case .function: return true
        case .optional(let wrapped): return wrapped.takesFunction
        // `(() -> Void)?`: the parentheses around a function type.
        case .tuple(let elements): return elements.count == 1 && elements[0].label == nil && elements[0].type.takesFunction
        case .named, .array, .dictionary: return false
        }
    }

    /// A function type not written `throws`: a closure that throws cannot be passed for it.
    public var isNonThrowingFunction: Bool {
        if case .function = kind { return !isThrowing }
        return false
    }

    /// The last path component of a named type (`Equatable`, `CustomStringConvertible`).
    public var simpleName: String? {
        if case .named(let path, _) = kind { return path.last }
        return nil
    }

    /// What the checker wraps around the callee of a generic function whose body names its
    /// generic parameters as types (`T.cero`, `T()`): the types they are bound to at this call,
    /// in order, and the span of the function's declaration. Never written by the parser.
    public static func genericArguments(_ types: [TypeRef], of declaration: Span) -> TypeRef {
        TypeRef(.named(path: [genericArgumentsMarker], generics: types), span: declaration)
    }

    private static let genericArgumentsMarker = "<argumentos genéricos>"

    /// The declaration a `genericArguments` wrapper is for; nil for any other type.
    public var genericArgumentsDeclaration: Span? {
        if case .named([Self.genericArgumentsMarker], _) = kind { return span }
        return nil
    }

    public var genericArgumentRefs: [TypeRef] {
        if case .named(_, let generics) = kind { return generics }
        return []
    }

    /// A function type whose first parameter is `inout`.
    public var mutatesFirstParameter: Bool {
        if case .function(let parameters, _) = kind { return parameters.first?.isInout ?? false }
        return false
    }
}

public struct TupleTypeElement: Sendable, Hashable {
    public var label: String?
    public var type: TypeRef
    public init(label: String?, type: TypeRef) { self.label = label; self.type = type }
}

// MARK: - Declarations

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

// MARK: - Statements

public struct Block: Sendable {
    public var statements: [Stmt]
    public var span: Span
    public init(statements: [Stmt], span: Span) { self.statements = statements; self.span = span }
}

public struct Stmt: Sendable {
    public indirect enum Kind: Sendable {
        case expression(Expr)
        case declaration(Decl)
        case ifStatement(conditions: [Condition], then: Block, otherwise: ElseClause?)
        case guardStatement(conditions: [Condition], otherwise: Block)
        case whileLoop(conditions: [Condition], body: Block)
        case repeatWhile(body: Block, condition: Expr)
        case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: Block)
        case switchStatement(SwitchStmt)
        case returnStatement(Expr?)
        case breakStatement
        case continueStatement
        case fallthroughStatement
        /// `do { … }` without `catch`: a scope.
        case doBlock(Block)
        /// `do { … } catch … { … }`.
        case doCatch(Block, [CatchClause])
        case throwStatement(Expr)
        case deferStatement(Block)
        /// `externo: for …`: a loop, `if` or `switch` that `break externo` / `continue externo` name.
        case labeled(String, Stmt)
        /// `break externo` (`isBreak`) or `continue externo`.
        case labeledJump(isBreak: Bool, label: String)
    }
    public var kind: Kind
    public var span: Span
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }
}

/// `catch`, `catch let e as ErrorBanco`, `catch ErrorBanco.fondos(let n) where n > 3`.
public struct CatchClause: Sendable {
    /// nil for a bare `catch`, which binds `error`.
    public var pattern: Pattern?
    public var guardExpression: Expr?
    public var body: Block
    public var span: Span
    public init(pattern: Pattern?, guardExpression: Expr?, body: Block, span: Span) {
        self.pattern = pattern; self.guardExpression = guardExpression; self.body = body; self.span = span
    }
}

public indirect enum ElseClause: Sendable {
    case block(Block)
    /// `else if …`: a nested `if` statement.
    case elseIf(Stmt)
}

public enum Condition: Sendable {
    case expression(Expr)
    /// `let x = e` / `var x = e` / `let x` (shorthand, Swift 5.7): binds when `e` is not nil.
    case optionalBinding(isLet: Bool, name: String, value: Expr, span: Span)
    /// `case pattern = e`.
    case casePattern(Pattern, value: Expr, span: Span)
}

public struct SwitchStmt: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]
    public var span: Span
    public init(subject: Expr, cases: [SwitchCase], span: Span) {
        self.subject = subject; self.cases = cases; self.span = span
    }
}

public struct SwitchCase: Sendable {
    public enum Label: Sendable {
        /// `case p1 where g1, p2:` — each item has its own optional `where`.
        case items([CaseItem])
        case defaultCase
        /// `@unknown default:`
        case unknownDefault
    }
    public var label: Label
    public var body: [Stmt]
    /// Span of the `case …:` / `default:` label, which the REPL shows as the matched arm.
    public var labelSpan: Span
    public var span: Span
    public init(label: Label, body: [Stmt], labelSpan: Span, span: Span) {
        self.label = label; self.body = body; self.labelSpan = labelSpan; self.span = span
    }
}

public struct CaseItem: Sendable {
    public var pattern: Pattern
    public var guardExpression: Expr?
    public var span: Span
    public init(pattern: Pattern, guardExpression: Expr?, span: Span) {
        self.pattern = pattern; self.guardExpression = guardExpression; self.span = span
    }
}

// MARK: - Patterns

public struct Pattern: Sendable {
    public indirect enum Kind: Sendable {
        case wildcard
        /// A name bound by the match (inside `let`/`var`, or a bare name in a binding position).
        case binding(String)
        /// `let p` / `var p`: everything inside binds.
        case valueBinding(isLet: Bool, Pattern)
        /// `.cargando(id, _)`, `Estado.listo(let p)`, `.inactivo`; `type` is the written prefix, if any.
        case enumCase(type: TypeRef?, name: String, payload: [PatternElement]?)
        case tuple([PatternElement])
        /// `x?`: matches a non-nil optional.
        case optionalSome(Pattern)
        /// A value compared with `==` (or `~=` for ranges): `3`, `"a"`, `limite`, `1...3`.
        case expression(Expr)
        /// `p as T`.
        case cast(Pattern, TypeRef)
        /// `is T`.
        case isType(TypeRef)
        /// `p: T` in a declaration: `let x: Int`.
        case typed(Pattern, TypeRef)
    }
    public var kind: Kind
    public var span: Span
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }
}

public struct PatternElement: Sendable {
    public var label: String?
    public var pattern: Pattern
    public init(label: String?, pattern: Pattern) { self.label = label; self.pattern = pattern }
}

// MARK: - Expressions

/// One entry of a closure's capture list: `weak self`, `x` (its value when the closure is made),
/// `unowned n`, `total = a + b`.
public struct CaptureEntry: Sendable {
    public enum Ownership: Sendable { case strong, weak, unowned }
    public var ownership: Ownership
    public var name: String
    /// Where the name is written (swiftc reports a `weak` of a non-class there).
    public var nameOffset: Int
    /// `total = a + b`: what is captured, instead of the variable of that name.
    public var value: Expr?
    public init(ownership: Ownership, name: String, nameOffset: Int, value: Expr?) {
        self.ownership = ownership; self.name = name; self.nameOffset = nameOffset; self.value = value
    }
}

/// The types a closure writes before its `in`: `(x: Int)`, `-> String`. What is not written is
/// nil, for the context to give.
public struct ClosureSignature: Sendable {
    public var parameterTypes: [TypeRef?]
    public var result: TypeRef?
    /// Not written by the program: the closure, called at once, that an `if` or a `switch` used
    /// as a value (`let s = switch e { … }`) is parsed into; its body is that one statement.
    public var isBranchValue: Bool
    /// `{ [self] in … }` (or `[weak self]`, `[unowned self]`): `self` is captured as written.
    public var capturesSelf = false
    /// The capture list's entries (`[weak self, x, total = a + b]`), in order.
    public var captures: [CaptureEntry] = []
    /// Every name the closure's text mentions, once each: the variables it may capture are
    /// among them, so a closure keeps only those alive, as Swift's does (set by the parser;
    /// nil for a closure no program wrote, which keeps its whole scope).
    public var mentionedNames: [String]? = nil
    /// `\Persona.edad`: the key path the closure was read from, which is how its value prints.
    public var keyPathText: String? = nil
    public init(parameterTypes: [TypeRef?] = [], result: TypeRef? = nil, isBranchValue: Bool = false) {
        self.parameterTypes = parameterTypes; self.result = result; self.isBranchValue = isBranchValue
    }
}

public struct Expr: Sendable {
    public indirect enum Kind: Sendable {
        case integerLiteral(Int)
        /// Above `Int.max`: only a `UInt64` or a `UInt` holds it (the checker judges the context).
        case wideIntegerLiteral(UInt64)
        case floatLiteral(Double)
        case booleanLiteral(Bool)
        case stringLiteral([StringSegment])
        case nilLiteral
        case arrayLiteral([Expr])
        case dictionaryLiteral([(key: Expr, value: Expr)])
        case identifier(String)
        /// `self`.
        case selfExpression
        /// `.foo` with the type left implicit.
        case implicitMember(String)
        /// `base.name`; tuple access `t.0` has name "0".
        case member(Expr, String)
        case call(Expr, [Argument])
        case subscriptAccess(Expr, [Argument])
        /// `-x`, `!x`.
        case prefix(operator: String, Expr)
        /// Every binary operator but assignment, already grouped by precedence.
        case binary(operator: String, Expr, Expr)
        /// `=`, `+=`, `-=`, `*=`, `/=`, `%=`: `target op value`.
        case assignment(operator: String, target: Expr, value: Expr)
        case ternary(condition: Expr, then: Expr, otherwise: Expr)
        /// `x ?? y`.
        case nilCoalescing(Expr, Expr)
        /// `base?` inside an optional chain; the chain's end is marked by `optionalEvaluation`.
        case bindOptional(Expr)
        /// The whole `a?.b.c` chain: nil as soon as a `bindOptional` inside finds nil.
        case optionalEvaluation(Expr)
        case forceUnwrap(Expr)
        /// `(a, b: c)`; a single unlabelled element is just a parenthesised expression, not a tuple.
        case tuple([Argument])
        /// `&x` passed to an `inout` parameter.
        case inoutArgument(Expr)
        /// `x as T`, `x as? T`, `x as! T`.
        case cast(Expr, TypeRef, CastKind)
        case isType(Expr, TypeRef)
        /// A type used as a value: `[Int]()`, `Optional<Destino>.none`, `Task<Perfil, Error>`.
        case typeExpression(TypeRef)
        /// `{ a, b in … }`, `{ (a: Int) -> Int in … }` or `{ … $0 … }`.
        case closure(parameters: [String], body: [Stmt], signature: ClosureSignature = ClosureSignature())
        /// `a...b`, `a..<b`.
        case range(Expr, Expr, closed: Bool)
        /// A value wrapped into an optional where Swift does it implicitly (`c ? 10 : nil`):
        /// written by the type checker, never by the parser.
        case injectIntoOptional(Expr)
        /// A callee the type checker resolved among overloads to the declaration at `declaration`
        /// (`describir(.roja)` calls the `Color` version): written by the checker, never by the parser.
        case overload(Expr, declaration: Span, file: String)
        /// `try e`, `try? e`, `try! e`.
        case tryExpression(Expr, TryKind)
        /// An expression whose type the checker knows and its value at run time does not tell
        /// (`type(of:)` of a Substring, carried as text; the element type of a lazy `map`):
        /// written by the type checker, never by the parser.
        case staticType(Expr, TypeRef)
    }
    public var kind: Kind
    public var span: Span
    public init(_ kind: Kind, span: Span) { self.kind = kind; self.span = span }
}

extension Array where Element == Argument {
    /// Whether the argument at `index` may stand for a labelled parameter without its label:
    /// an unlabelled closure followed only by labelled ones (a trailing closure, or the first of
    /// several: `dos(4) { … } no: { … }`), as Swift matches trailing closures.
    /// For each parameter, the argument it receives, or nil when it takes its default: by label,
    /// and an unlabelled trailing closure by Swift's forward scan.
    public func passed(to parameters: [Parameter]) -> [Int?] {
        var passed: [Int?] = []
        var index = 0
        for (position, parameter) in parameters.enumerated() {
            if index < count, self[index].label != parameter.label,
               trailingClosure(at: index, skips: parameter.defaultValue != nil, takesFunction: parameter.type.takesFunction,
                               laterNeedsArgument: parameters[(position + 1)...].contains { $0.defaultValue == nil && !$0.isVariadic }) {
                passed.append(nil)
            } else if index < count, self[index].label == parameter.label || isTrailingClosure(at: index) {
                passed.append(index)
                index += 1
            } else {
                passed.append(nil)
            }
        }
        return passed
    }

    /// Swift's forward scan (SE-0286): the unlabelled trailing closure at `index` passes over a
    /// parameter that needs no argument when that one takes no function, or when a later one
    /// needs an argument (`Regla(nombre: "x") { … }` past `var obligatoria = true`).
    public func trailingClosure(at index: Int, skips hasDefault: Bool, takesFunction: Bool,
                                laterNeedsArgument: Bool) -> Bool {
        isTrailingClosure(at: index) && hasDefault && (!takesFunction || laterNeedsArgument)
    }

    public func isTrailingClosure(at index: Int) -> Bool {
        guard indices.contains(index), self[index].label == nil, self[index].value.isClosureWritten else { return false }
        return self[(index + 1)...].allSatisfy { $0.label != nil && $0.value.isClosureWritten }
    }
}

extension Expr {
    /// `n++` of a `postfix operator ++` is a `.prefix` whose operator is spelled this way, so
    /// that it finds the `postfix func ++`, not a `prefix func ++`.
    public static func postfixOperator(_ spelling: String) -> String { postfixMark + spelling }

    /// The operator a `.prefix` applies and whether it is written after its operand.
    public static func operatorFixity(_ op: String) -> (spelling: String, isPostfix: Bool) {
        op.hasPrefix(postfixMark) ? (String(op.dropFirst(postfixMark.count)), true) : (op, false)
    }

    private static let postfixMark = "postfix "
}

extension Expr {
    /// The side a one-sided range leaves out (`5...`, `..<5`): an empty tuple, which no
    /// written range can have as a bound.
    public static func missingBound(at offset: Int) -> Expr { Expr(.tuple([]), span: Span(offset, offset)) }

    public var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }

    /// A closure as written, also once the checker has wrapped it for an optional parameter.
    public var isClosureWritten: Bool {
        if case .injectIntoOptional(let inner) = kind { return inner.isClosureWritten }
        return isClosure
    }

    /// A closure, or a tuple or array literal holding one (`({ n += 1 }, { n })`).
    public var holdsClosure: Bool {
        if case .tuple(let elements) = kind { return elements.contains { $0.value.holdsClosure } }
        if case .arrayLiteral(let elements) = kind { return elements.contains(where: \.holdsClosure) }
        return isClosure
    }

    public var isMissingBound: Bool {
        if case .tuple(let elements) = kind, elements.isEmpty { return true }
        return false
    }

    /// `xs[...]`: Swift's `UnboundedRange`, written only as a subscript's index, spelled as a
    /// range that leaves out both ends.
    public static func unboundedRange(_ span: Span) -> Expr {
        Expr(.range(missingBound(at: span.start), missingBound(at: span.end), closed: true), span: span)
    }

    public var isUnboundedRange: Bool {
        if case .range(let lower, let upper, _) = kind, lower.isMissingBound, upper.isMissingBound { return true }
        return false
    }
}

public enum CastKind: Sendable { case plain, conditional, forced }

public enum TryKind: Sendable { case plain, optional, forced }

public enum StringSegment: Sendable {
    case text(String)
    case interpolation(Expr)
}

public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
    public init(label: String?, value: Expr) { self.label = label; self.value = value }
}

extension Array where Element == Argument {
    /// `prefix(while:)` and `drop(while:)`, also with the closure trailing (`xs.prefix { $0 < 3 }`).
    public var takeWhile: Bool { first.map { $0.label == "while" || $0.label == nil && $0.value.isClosure } ?? false }
}

extension Pattern {
    /// The names the pattern binds, in order of appearance, each with where it is written.
    public var bindings: [(name: String, offset: Int)] {
        switch kind {
        case .wildcard, .expression, .isType: return []
        case .binding(let name): return [(name, span.start)]
        case .valueBinding(_, let inner), .optionalSome(let inner), .cast(let inner, _), .typed(let inner, _):
            return inner.bindings
        case .enumCase(_, _, let payload): return (payload ?? []).flatMap(\.pattern.bindings)
        case .tuple(let elements): return elements.flatMap(\.pattern.bindings)
        }
    }

    /// The names alone.
    public var boundNames: [String] { bindings.map(\.name) }
}
