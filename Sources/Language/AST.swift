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
