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
    /// Extensions of a type no unit has declared yet (at the prompt, a later entry may), or of
    /// a library type (`extension Int`), which the interpreter gives their members.
    public private(set) var pendingExtensions: [(ext: ExtensionDecl, source: SourceFile)] = []
    /// The file each free function was declared in, aligned with `functions`: overloads from
    /// two entries may sit at the same offsets of their files.
    public private(set) var functionSources: [String: [SourceFile]] = [:]
    /// The file each type alias was declared in, by its full name.
    private(set) var aliasFiles: [String: String] = [:]
    private var currentSource = SourceFile(path: "", text: "")
    private var currentFile: String { currentSource.firstPath }
    /// What the last `add` changed, as the steps that undo it.
    private var journal: [() -> Void] = []
    private var journaling = false
    /// What the last `add` read of its file's names, for `settle` to add the unit again.
    private var lastRead: NamesReading?
    /// What a declaration changed: a reader that follows the program (the interpreter, entry
    /// after entry) reads again only the names changed since it last read it.
    public enum Change: Sendable {
        case type(String), function(String), alias(String)
        /// The extensions of undeclared and library types (`pendingExtensions`).
        case pendingExtensions
    }
    /// Every change so far, in order, `takeBackLast`'s too; only ever appended to.
    public private(set) var changes: [Change] = []
    /// `membersAddedToLibraryTypes`, as of `changes.count` (a version: `changes` only grows).
    private var addedMembers: (version: Int, names: Set<String>)?
    /// `typesWithStaticMember`, as of `changes.count`.
    var staticMemberOwners: (version: Int, counts: [String: Int])?
    /// Where the last `add`'s changes begin in `changes`.
    private var lastChanges: Range<Int> = 0..<0

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
        declare(units.map { ($0.unit.statements.compactMap(\.declarationNode), $0.source) })
    }

    /// Declarations on their own, without reading their file's names: the types a function
    /// body declares, which the interpreter declares when the body runs.
    public init(declarations: [Decl], source: SourceFile) {
        unmodelled = []
        importsUnknownModules = false
        importsFoundation = false
        importsComposableArchitecture = false
        declare([(declarations, source)])
    }

    private func declare(_ units: [(declarations: [Decl], source: SourceFile)]) {
        for unit in units {
            currentSource = unit.source
            collect(unit.declarations, path: [])
        }
        for unit in units {
            currentSource = unit.source
            for declaration in unit.declarations {
                if case .extensionDecl(let ext) = declaration { extend(ext, from: []) }
            }
        }
        if !pendingExtensions.isEmpty { changes.append(.pendingExtensions) }
    }

    /// One unit more (an entry typed at the prompt), in time proportional to the unit, not to
    /// everything declared before it. `takeBackLast` undoes it (the entry was refused, or
    /// failed when it ran).
    public func add(_ unit: SourceUnit, source: SourceFile) {
        add(unit, source: source, read: UnmodelledNames.read(source))
    }

    /// Puts the checked tree of the last unit added in place of the tree as parsed: its
    /// declarations are the same, and their bodies are what the interpreter runs.
    public func settle(_ checked: SourceUnit, source: SourceFile) {
        guard let read = lastRead else { return }
        // The checked unit declares the same names: its `add` lists them again, once.
        takeBackLast(listingChanges: false)
        add(checked, source: source, read: read)
    }

    private func add(_ unit: SourceUnit, source: SourceFile, read: NamesReading) {
        journal = []
        journaling = true
        lastRead = read
        let names = read.names.subtracting(unmodelled)
        let imports = importsUnknownModules, foundation = importsFoundation, waiting = pendingExtensions
        let firstChange = changes.count
        defer {
            journaling = false
            if !waiting.isEmpty || !pendingExtensions.isEmpty { changes.append(.pendingExtensions) }
            lastChanges = firstChange..<changes.count
        }
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
        currentSource = source
        let declarations = unit.statements.compactMap(\.declarationNode)
        collect(declarations, path: [])
        // Extensions that waited for their type, then the unit's own.
        for (ext, waitingSource) in waiting {
            currentSource = waitingSource
            extend(ext, from: [])
        }
        currentSource = source
        for declaration in declarations {
            if case .extensionDecl(let ext) = declaration { extend(ext, from: []) }
        }
    }

    /// The protocols the program's extensions make a library type conform to
    /// (`extension Int: Describible {}`), by the type's name.
    public func libraryConformances(of typeName: String) -> [String] {
        pendingExtensions.flatMap { pending -> [String] in
            guard case .named(let path, _) = pending.ext.extendedType.kind, path == [typeName] else { return [] }
            return pending.ext.inherits.compactMap(\.simpleName)
        }
    }

    /// The members the program may have given a library type: those of its extensions of types
    /// it does not declare (`extension Int { var doble: Int }`, `extension Collection`), and
    /// those of its own protocols, which an extension may make a library type conform to.
    public func membersAddedToLibraryTypes() -> Set<String> {
        // Asked at every member a library type lacks: read again only once the program changed.
        if let cached = addedMembers, cached.version == changes.count { return cached.names }
        var names = Set<String>()
        defer { addedMembers = (changes.count, names) }
        for (ext, _) in pendingExtensions {
            for member in ext.members {
                switch member {
                case .function(let f): names.insert(f.name)
                case .variable(let v): if let name = v.name { names.insert(name) }
                case .enumDecl, .structDecl, .classDecl, .extensionDecl, .initializer, .enumCase, .typeAlias, .protocolDecl: break
                }
            }
        }
        for type in types.values where type.kind == .protocolType {
            names.formUnion(type.methods.keys)
            names.formUnion(type.properties.keys)
        }
        return names
    }

    /// Runs `body` while the types a block declares (`struct P` in a function body) are known
    /// by their names, then forgets them: they are the block's, not the program's (the
    /// interpreter declares them when the block runs). Nothing is journaled or listed as a change.
    public func withLocalTypes<T>(_ declarations: [Decl], source: SourceFile, _ body: () -> T) -> T {
        let saved = (types, typeOrder, aliases, aliasFiles, changes, currentSource, journaling)
        journaling = false
        currentSource = source
        // A local type hides a program type of its name inside the block.
        for case .some(let name) in declarations.map(\.localTypeName?.name) { forget(name) }
        collect(declarations, path: [])
        addedMembers = nil
        staticMemberOwners = nil
        defer {
            (types, typeOrder, aliases, aliasFiles, changes, currentSource, journaling) = saved
            addedMembers = nil
            staticMemberOwners = nil
        }
        return body()
    }

    /// Takes back the last `add`.
    public func takeBackLast() { takeBackLast(listingChanges: true) }

    private func takeBackLast(listingChanges: Bool) {
        for undo in journal.reversed() { undo() }
        journal = []
        lastRead = nil
        // The same names change back.
        if listingChanges { changes += changes[lastChanges] }
        lastChanges = changes.count..<changes.count
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
                                     inherits: d.inherits, span: d.span, source: currentSource, generics: d.genericParameters), members: d.members)
            case .structDecl(let d):
                register(NominalDecl(path: path + [d.name], kind: .structType, isIndirect: false,
                                     inherits: d.inherits, span: d.span, source: currentSource, generics: d.genericParameters), members: d.members)
            case .classDecl(let d):
                register(NominalDecl(path: path + [d.name], kind: .classType, isIndirect: false,
                                     inherits: d.inherits, span: d.span, source: currentSource,
                                     generics: d.genericParameters, isFinal: d.isFinal), members: d.members)
            case .protocolDecl(let d):
                let type = NominalDecl(path: path + [d.name], kind: .protocolType, isIndirect: false,
                                       inherits: d.inherits, span: d.span, source: currentSource)
                type.requirements = d.members
                register(type, members: d.members)
            case .function(let f) where path.isEmpty:
                let signature = Program.parameterSignature(f)
                // A later entry's function of the same labels and parameter types replaces the
                // earlier one, as in Swift's REPL; one of other types is an overload beside it.
                if let index = functions[f.name]?.indices.first(where: { index in
                    functions[f.name].map { Program.parameterSignature($0[index]) } == signature
                        && functionSources[f.name]?[index].firstPath != currentFile
                }) {
                    let (old, oldSource) = (functions[f.name]![index], functionSources[f.name]![index])
                    functions[f.name]![index] = f
                    functionSources[f.name]![index] = currentSource
                    changes.append(.function(f.name))
                    record { [unowned self] in
                        functions[f.name]?[index] = old
                        functionSources[f.name]?[index] = oldSource
                    }
                    continue
                }
                functions[f.name, default: []].append(f)
                functionSources[f.name, default: []].append(currentSource)
                changes.append(.function(f.name))
                record { [unowned self] in
                    functions[f.name]?.removeLast()
                    functionSources[f.name]?.removeLast()
                    if functions[f.name]?.isEmpty == true { functions[f.name] = nil; functionSources[f.name] = nil }
                }
            case .typeAlias(let alias):
                let name = (path + [alias.name]).joined(separator: ".")
                let (old, oldFile) = (aliases[name], aliasFiles[name])
                record { [unowned self] in aliases[name] = old; aliasFiles[name] = oldFile }
                aliases[name] = alias
                aliasFiles[name] = currentFile
                changes.append(.alias(name))
            case .function, .extensionDecl, .initializer, .variable, .enumCase: break
            }
        }
    }

    private func register(_ type: NominalDecl, members: [Decl]) {
        if let old = types[type.name] {
            // A second one in the same file is swiftc's «invalid redeclaration», which the checker
            // reports; one from a later entry replaces the first, as in Swift's REPL.
            guard old.source.firstPath != currentFile else { return }
            forget(type.name)
        }
        types[type.name] = type
        typeOrder.append(type.name)
        changes.append(.type(type.name))
        record { [unowned self] in types[type.name] = nil; typeOrder.removeLast() }
        collect(members, path: type.path)
        type.add(members, fromExtension: false, source: currentSource)
    }

    /// Takes away a type and the types nested in it, to be declared anew.
    private func forget(_ name: String) {
        let (savedTypes, savedOrder) = (types, typeOrder)
        record { [unowned self] in types = savedTypes; typeOrder = savedOrder }
        let gone = Set(types.keys.filter { $0 == name || $0.hasPrefix(name + ".") })
        for key in gone { types[key] = nil }
        typeOrder.removeAll { gone.contains($0) }
    }

    private func extend(_ ext: ExtensionDecl, from context: [String]) {
        guard case .named(let path, _) = ext.extendedType.kind, let name = lookup(path, from: context),
              var type = types[name] else {
            pendingExtensions.append((ext, currentSource))
            return
        }
        if journaling {
            // Extended on a copy, so that taking the unit back gives the type back as it was.
            let original = type
            type = type.copy()
            types[name] = type
            record { [unowned self] in types[name] = original }
        }
        changes.append(.type(name))
        type.inherits += ext.inherits
        if !ext.whereClause.isEmpty {
            for name in ext.inherits.compactMap(\.simpleName) { type.conditionalConformances[name] = ext.whereClause }
        }
        collect(ext.members, path: type.path)
        type.add(ext.members, fromExtension: true, source: currentSource)
    }

    /// The free functions of a name with the file each comes from.
    func functions(named name: String) -> [(FunctionDecl, String)] {
        Array(zip(functions[name] ?? [], (functionSources[name] ?? []).map(\.firstPath)))
    }

    /// The type alias a written path names from inside `context`, by its full name.
    public func aliasLookup(_ path: [String], from context: [String]) -> String? {
        Self.innermost(path, from: context) { aliases[$0] != nil }
    }

    /// The type a written dotted path names from inside `context`, by its full name.
    public func lookup(_ path: [String], from context: [String]) -> String? {
        Self.innermost(path, from: context) { types[$0] != nil }
    }

    /// The full name a written dotted path names from inside `context`, among the names
    /// `isDeclared` accepts: the innermost enclosing scope wins, as in Swift. The one scoping
    /// rule for types and aliases, here and in the interpreter (whose map also holds the types
    /// a function body declares).
    public static func innermost(_ path: [String], from context: [String], isDeclared: (String) -> Bool) -> String? {
        guard !path.isEmpty else { return nil }
        var scope = context
        while true {
            let candidate = (scope + path).joined(separator: ".")
            if isDeclared(candidate) { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }
}

/// What `UnmodelledNames.read` tells of one file.
typealias NamesReading = (names: Set<String>, importsUnknownModules: Bool, importsFoundation: Bool,
                          importsComposableArchitecture: Bool)

extension SourceFile {
    /// The file a declaration is said to come from: its first block's (a lesson's `.md`).
    var firstPath: String { origins.first?.path ?? "" }
}

extension Stmt {
    var declarationNode: Decl? {
        if case .declaration(let d) = kind { return d }
        return nil
    }
}
