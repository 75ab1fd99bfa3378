import Language

/// The declared program: every type with its cases and members, every free function and
/// global, as written. The checker resolves the written types against it; the arithmetic,
/// grading and the interpreter can read the same description.
public final class Program {
    public private(set) var types: [String: NominalDecl] = [:]
    /// In declaration order, for messages and listings.
    public private(set) var typeOrder: [String] = []
    public private(set) var functions: [String: [FunctionDecl]] = [:]
    public private(set) var aliases: [String: TypeAliasDecl] = [:]
    /// Names of generic parameters and associated types: types the checker does not model.
    public private(set) var unmodelled: Set<String>
    /// Whether a file imports a module the checker knows nothing of (a name it cannot find may be
    /// that module's, so it is not an error).
    public private(set) var importsUnknownModules: Bool
    /// Whether a file imports Foundation, whose String methods the standard library lacks.
    public private(set) var importsFoundation: Bool
    /// Whether a file imports ComposableArchitecture: the names of TCA lesson does not run are
    /// then named as such, not as unknown.
    public private(set) var importsComposableArchitecture: Bool
    /// Extensions of a type no unit has declared yet (at the prompt, a later entry may).
    private var pendingExtensions: [(ext: ExtensionDecl, file: String)] = []
    /// The file each free function was declared in, aligned with `functions`: overloads from
    /// two entries may sit at the same offsets of their files.
    public private(set) var functionFiles: [String: [String]] = [:]
    /// The file each type alias was declared in, by its full name.
    private(set) var aliasFiles: [String: String] = [:]
    private var currentFile = ""
    /// What the last `add` changed, as the steps that undo it.
    private var journal: [() -> Void] = []
    private var journaling = false

    public convenience init(_ unit: SourceUnit, source: SourceFile) {
        self.init(units: [(unit, source)])
    }

    /// Several units read as one program: a model and the entries typed after it at the prompt.
    public init(units: [(unit: SourceUnit, source: SourceFile)]) {
        let read = units.map { UnmodelledNames.read($0.source) }
        unmodelled = read.reduce(into: Set<String>()) { $0.formUnion($1.names) }
        importsUnknownModules = read.contains { $0.importsUnknownModules }
        importsFoundation = read.contains { $0.importsFoundation }
        importsComposableArchitecture = read.contains { $0.importsComposableArchitecture }
        for unit in units {
            currentFile = unit.source.origins.first?.path ?? ""
            collect(unit.unit.statements.compactMap(\.declarationNode), path: [])
        }
        for unit in units {
            currentFile = unit.source.origins.first?.path ?? ""
            for declaration in unit.unit.statements.compactMap(\.declarationNode) {
                if case .extensionDecl(let ext) = declaration { extend(ext, from: []) }
            }
        }
    }

    /// One unit more (an entry typed at the prompt), in time proportional to the unit, not to
    /// everything declared before it. `takeBackLast` undoes it (the entry was refused, or
    /// failed when it ran).
    public func add(_ unit: SourceUnit, source: SourceFile) {
        journal = []
        journaling = true
        defer { journaling = false }
        let read = UnmodelledNames.read(source)
        let names = read.names.subtracting(unmodelled)
        let imports = importsUnknownModules, foundation = importsFoundation, waiting = pendingExtensions
        let tca = importsComposableArchitecture
        record { [unowned self] in
            unmodelled.subtract(names)
            importsUnknownModules = imports
            importsFoundation = foundation
            importsComposableArchitecture = tca
            pendingExtensions = waiting
        }
        unmodelled.formUnion(names)
        importsUnknownModules = imports || read.importsUnknownModules
        importsFoundation = foundation || read.importsFoundation
        importsComposableArchitecture = tca || read.importsComposableArchitecture
        pendingExtensions = []
        let file = source.origins.first?.path ?? ""
        currentFile = file
        let declarations = unit.statements.compactMap(\.declarationNode)
        collect(declarations, path: [])
        // Extensions that waited for their type, then the unit's own.
        for (ext, waitingFile) in waiting {
            currentFile = waitingFile
            extend(ext, from: [])
        }
        currentFile = file
        for declaration in declarations {
            if case .extensionDecl(let ext) = declaration { extend(ext, from: []) }
        }
    }

    /// Takes back the last `add`.
    public func takeBackLast() {
        for undo in journal.reversed() { undo() }
        journal = []
    }

    /// How to undo a change, while `add` runs.
    private func record(_ undo: @escaping () -> Void) {
        if journaling { journal.append(undo) }
    }

    private func collect(_ declarations: [Decl], path: [String]) {
        for declaration in declarations {
            switch declaration {
            case .enumDecl(let d):
                register(NominalDecl(path: path + [d.name], kind: .enumType, isIndirect: d.isIndirect,
                                     inherits: d.inherits, span: d.span, generics: d.genericParameters), members: d.members)
            case .structDecl(let d):
                register(NominalDecl(path: path + [d.name], kind: .structType, isIndirect: false,
                                     inherits: d.inherits, span: d.span, generics: d.genericParameters), members: d.members)
            case .classDecl(let d):
                register(NominalDecl(path: path + [d.name], kind: .classType, isIndirect: false,
                                     inherits: d.inherits, span: d.span, generics: d.genericParameters,
                                     isFinal: d.isFinal), members: d.members)
            case .protocolDecl(let d):
                let type = NominalDecl(path: path + [d.name], kind: .protocolType, isIndirect: false,
                                       inherits: d.inherits, span: d.span)
                type.requirements = d.members
                register(type, members: d.members)
            case .function(let f) where path.isEmpty:
                functions[f.name, default: []].append(f)
                functionFiles[f.name, default: []].append(currentFile)
                record { [unowned self] in
                    functions[f.name]?.removeLast()
                    functionFiles[f.name]?.removeLast()
                    if functions[f.name]?.isEmpty == true { functions[f.name] = nil; functionFiles[f.name] = nil }
                }
            case .typeAlias(let alias):
                let name = (path + [alias.name]).joined(separator: ".")
                let (old, oldFile) = (aliases[name], aliasFiles[name])
                record { [unowned self] in aliases[name] = old; aliasFiles[name] = oldFile }
                aliases[name] = alias
                aliasFiles[name] = currentFile
            case .function, .extensionDecl, .initializer, .variable, .enumCase: break
            }
        }
    }

    private func register(_ type: NominalDecl, members: [Decl]) {
        guard types[type.name] == nil else { return }
        types[type.name] = type
        typeOrder.append(type.name)
        record { [unowned self] in types[type.name] = nil; typeOrder.removeLast() }
        collect(members, path: type.path)
        type.add(members, fromExtension: false, file: currentFile)
    }

    private func extend(_ ext: ExtensionDecl, from context: [String]) {
        guard case .named(let path, _) = ext.extendedType.kind, let name = lookup(path, from: context),
              var type = types[name] else {
            pendingExtensions.append((ext, currentFile))
            return
        }
        if journaling {
            // Extended on a copy, so that taking the unit back gives the type back as it was.
            let original = type
            type = type.copy()
            types[name] = type
            record { [unowned self] in types[name] = original }
        }
        type.inherits += ext.inherits
        collect(ext.members, path: type.path)
        type.add(ext.members, fromExtension: true, file: currentFile)
    }

    /// The type a written dotted path names from inside `context`: the innermost enclosing scope
    /// wins, as in Swift; a unique last component anywhere is a last resort (a nested type
    /// found by its own name).
    /// The free functions of a name with the file each comes from.
    func functions(named name: String) -> [(FunctionDecl, String)] {
        Array(zip(functions[name] ?? [], functionFiles[name] ?? []))
    }

    /// The type alias a written path names from inside `context`, by its full name.
    public func aliasLookup(_ path: [String], from context: [String]) -> String? {
        guard !path.isEmpty else { return nil }
        var scope = context
        while true {
            let candidate = (scope + path).joined(separator: ".")
            if aliases[candidate] != nil { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    public func lookup(_ path: [String], from context: [String]) -> String? {
        guard !path.isEmpty else { return nil }
        var scope = context
        while true {
            let candidate = (scope + path).joined(separator: ".")
            if types[candidate] != nil { return candidate }
            if scope.isEmpty { break }
            scope.removeLast()
        }
        return nil
    }
}

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
    public let span: Span
    public private(set) var cases: [EnumCaseElement] = []
    /// Instance stored properties in declaration order: the memberwise initializer's parameters.
    public private(set) var storedProperties: [VariableDecl] = []
    /// Every property by name: stored, computed, static.
    public private(set) var properties: [String: VariableDecl] = [:]
    public private(set) var methods: [String: [FunctionDecl]] = [:]
    public private(set) var initializers: [InitDecl] = []
    /// Whether the type's own body declares an `init` (then Swift synthesizes no memberwise one).
    public private(set) var bodyDeclaresInit = false

    init(path: [String], kind: Kind, isIndirect: Bool, inherits: [TypeRef], span: Span,
         generics: [GenericParameter] = [], isFinal: Bool = false) {
        self.path = path; self.kind = kind; self.isIndirect = isIndirect; self.inherits = inherits; self.span = span
        self.genericParameters = generics; self.isFinal = isFinal
    }

    /// The same declaration, to extend without changing this one (a prompt entry that may be
    /// taken back). It copies every stored property: one added to the class belongs here too.
    func copy() -> NominalDecl {
        let copy = NominalDecl(path: path, kind: kind, isIndirect: isIndirect, inherits: inherits, span: span,
                               generics: genericParameters, isFinal: isFinal)
        copy.requirements = requirements
        copy.cases = cases; copy.storedProperties = storedProperties; copy.properties = properties
        copy.methods = methods; copy.methodFiles = methodFiles; copy.initializers = initializers
        copy.bodyDeclaresInit = bodyDeclaresInit
        return copy
    }

    /// The file each method was declared in, aligned with `methods`.
    public private(set) var methodFiles: [String: [String]] = [:]

    /// The methods of a name, static or not, with the file each comes from.
    func methods(named name: String, isStatic: Bool) -> [(FunctionDecl, String)] {
        zip(methods[name] ?? [], methodFiles[name] ?? []).filter { $0.0.isStatic == isStatic }
    }

    func add(_ members: [Decl], fromExtension: Bool, file: String) {
        for member in members {
            switch member {
            case .enumCase(let c): cases += c.elements
            case .variable(let v):
                guard let name = v.name else { continue }
                properties[name] = v
                if !v.isStatic, v.getter == nil { storedProperties.append(v) }
            case .function(let f):
                methods[f.name, default: []].append(f)
                methodFiles[f.name, default: []].append(file)
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
        inherits.compactMap { if case .named(let path, _) = $0.kind { return path.last }; return nil }
    }
}

extension Stmt {
    var declarationNode: Decl? {
        if case .declaration(let d) = kind { return d }
        return nil
    }
}
