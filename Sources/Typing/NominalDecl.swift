import Language

/// One enum, struct or class, with its extensions merged in.
public final class NominalDecl {
    public enum Kind: Sendable { case enumType, structType, classType, protocolType }

    public let path: [String]
    public var name: String { path.joined(separator: ".") }
    public let kind: Kind
    public let isIndirect: Bool
    public let isFinal: Bool
    /// `struct Pila<Elemento>`: the parameters, with their constraints.
    public let genericParameters: [GenericParameter]
    /// A protocol's own members: what a conforming type must declare (its extensions' members
    /// are defaults, kept with the other members).
    public internal(set) var requirements: [Decl] = []
    public internal(set) var inherits: [TypeRef]
    /// The protocols an extension's `where` clause conforms it to only under constraints on its
    /// parameters (`extension Pila: CustomStringConvertible where Elemento: CustomStringConvertible`).
    public internal(set) var conditionalConformances: [String: [WhereRequirement]] = [:]
    public let span: Span
    /// The file the type is declared in.
    public let source: SourceFile
    public private(set) var cases: [EnumCaseElement] = []
    /// Instance stored properties in declaration order: the memberwise initializer's parameters.
    public private(set) var storedProperties: [VariableDecl] = []
    /// Every property by name: stored, computed, static.
    public private(set) var properties: [String: VariableDecl] = [:]
    public private(set) var methods: [String: [FunctionDecl]] = [:]
    public private(set) var initializers: [InitDecl] = []
    /// Whether the type's own body declares an `init` (then Swift synthesizes no memberwise one).
    public private(set) var bodyDeclaresInit = false

    init(path: [String], kind: Kind, isIndirect: Bool, inherits: [TypeRef], span: Span, source: SourceFile,
         generics: [GenericParameter] = [], isFinal: Bool = false) {
        self.path = path; self.kind = kind; self.isIndirect = isIndirect; self.inherits = inherits; self.span = span
        self.source = source; self.genericParameters = generics; self.isFinal = isFinal
    }

    /// The same declaration, to extend without changing this one (a prompt entry that may be
    /// taken back). It copies every stored property: one added to the class belongs here too.
    func copy() -> NominalDecl {
        let copy = NominalDecl(path: path, kind: kind, isIndirect: isIndirect, inherits: inherits, span: span,
                               source: source, generics: genericParameters, isFinal: isFinal)
        copy.requirements = requirements
        copy.conditionalConformances = conditionalConformances
        copy.cases = cases; copy.storedProperties = storedProperties; copy.properties = properties
        copy.methods = methods; copy.methodSources = methodSources; copy.initializers = initializers
        copy.members = members
        copy.bodyDeclaresInit = bodyDeclaresInit
        return copy
    }

    /// The file each method was declared in, aligned with `methods`.
    public private(set) var methodSources: [String: [SourceFile]] = [:]

    /// A member as written, in the type's body or in one of its extensions, and its file.
    public struct Member {
        public let decl: Decl
        public let source: SourceFile
        public let fromExtension: Bool
        public init(decl: Decl, source: SourceFile, fromExtension: Bool) {
            self.decl = decl; self.source = source; self.fromExtension = fromExtension
        }
    }
    /// Every member in declaration order, the body's then each extension's (nested types and
    /// aliases too): what the interpreter lays the type out from.
    public private(set) var members: [Member] = []

    /// The methods of a name, static or not, with the file each comes from.
    func methods(named name: String, isStatic: Bool) -> [(FunctionDecl, String)] {
        zip(methods[name] ?? [], (methodSources[name] ?? []).map(\.firstPath)).filter { $0.0.isStatic == isStatic }
    }

    func add(_ members: [Decl], fromExtension: Bool, source: SourceFile) {
        self.members += members.map { Member(decl: $0, source: source, fromExtension: fromExtension) }
        for member in members {
            switch member {
            case .enumCase(let c): cases += c.elements
            case .variable(let v):
                guard let name = v.name else { continue }
                properties[name] = v
                // `override var x: T { didSet … }` observes the superclass's property: it stores nothing.
                if !v.isStatic, v.getter == nil, v.setter == nil, !v.isOverride { storedProperties.append(v) }
            case .function(let f):
                methods[f.name, default: []].append(f)
                methodSources[f.name, default: []].append(source)
            case .initializer(let i):
                initializers.append(i)
                if !fromExtension { bodyDeclaresInit = true }
            case .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl: break
            }
        }
    }

    public func enumCase(_ name: String) -> EnumCaseElement? { cases.first { $0.name == name } }

    /// The names written after `:` (`Equatable`, `Error`, `Int` for a raw value…).
    public var inheritedNames: [String] {
        inherits.compactMap(\.simpleName)
    }
}
