import Language
import Messages
import Typing

extension Interpreter {
    /// Lays out the types, functions and aliases of `program`, the declared program the checker
    /// built for the units this interpreter runs: declarations are read there, never here.
    /// Only the names changed since the last time are read again, so an entry at the prompt
    /// costs what it declares.
    func adopt(_ program: Program) {
        if adopted.program !== program {
            adopted = (program, 0)
            functions = [:]
            aliases = [:]
        }
        guard adopted.changes < program.changes.count else { return }
        var typeNames = Set<String>(), functionNames = Set<String>(), aliasNames = Set<String>(), pending = false
        var relinksAll = adopted.changes == 0
        for change in program.changes[adopted.changes...] {
            switch change {
            case .type(let name):
                // Parents first: a nested type's change comes after its parent's.
                if typeNames.insert(name).inserted, let declaration = program.types[name] {
                    if types[name] != nil || protocols[name] != nil { relinksAll = true }
                    layOut(declaration)
                }
            case .function(let name):
                guard functionNames.insert(name).inserted else { continue }
                functions[name] = program.functions[name].map { declared in
                    zip(declared, program.functionSources[name] ?? []).map { Located(node: $0, file: $1) }
                }
            case .alias(let name):
                if aliasNames.insert(name).inserted { aliases[name] = program.aliases[name]?.type }
            case .pendingExtensions:
                pending = true
            }
        }
        adopted.changes = program.changes.count
        if pending { extendLibraryTypes(program) }
        // Entry after entry, only new types that inherit nothing, and that nothing inherits
        // from, are linked alone: relinking every type at each of 5,000 entries is quadratic.
        let added = typeNames.compactMap { program.types[$0] }
        for declaration in added { namesInherited.formUnion(declaration.inheritedNames) }
        if relinksAll || pending || added.contains(where: { type in
            type.kind == .protocolType || !type.inheritedNames.isEmpty
                || namesInherited.contains(type.name) || namesInherited.contains(type.path.last ?? type.name)
        }) {
            linkInheritance()
        } else {
            linkInheritance(of: added.compactMap { types[$0.name] })
        }
    }

    /// Declarations inside a body (`struct P` in a function), declared when the body runs:
    /// read by the same program model, added to what the interpreter has.
    func declareNested(_ declarations: [Decl]) {
        let local = Program(declarations: declarations, source: currentFile)
        for name in local.typeOrder {
            if let type = local.types[name] { layOut(type) }
        }
        for (name, alias) in local.aliases { aliases[name] = alias.type }
        linkInheritance()
    }

    /// The runtime layout of one declared type: a new `TypeInfo` for a declaration not seen
    /// before, the same one with its members read again when only extensions were added.
    private func layOut(_ declaration: NominalDecl) {
        let name = declaration.name
        let known = declaration.kind == .protocolType ? protocols[name] : types[name]
        if let known, let old = known.declaration {
            if old === declaration { return }
            if old.span == declaration.span, old.source.origins.first?.path == declaration.source.origins.first?.path {
                known.declaration = declaration
                fill(known, from: declaration)
                return
            }
        }
        let info = TypeInfo(name: declaration.path.last ?? name, qualifiedName: name, kind: Self.kind(of: declaration),
                            file: declaration.source, span: declaration.span)
        info.declaration = declaration
        info.genericParameters = declaration.genericParameters.map(\.name)
        fill(info, from: declaration)
        if declaration.kind == .protocolType {
            protocols[name] = info
            return
        }
        let parentName = declaration.path.dropLast().joined(separator: ".")
        let parent = declaration.path.count > 1 ? types[parentName] ?? protocols[parentName] : nil
        info.parent = parent
        types[name] = info
        parent?.nestedTypes[info.name] = info
    }

    private static func kind(of declaration: NominalDecl) -> TypeInfo.Kind {
        switch declaration.kind {
        case .enumType: return .enumeration
        case .structType: return .structure
        case .classType: return .classType
        // A protocol holds the defaults its extensions give; conforming types inherit them.
        case .protocolType: return .builtin
        }
    }

    /// The type's own cases, fields and members, as its declaration and extensions give them
    /// (what it inherits is linked afterwards). Cases and fields are the declaration's own
    /// elements; a protocol has neither (its extensions add only computed members).
    private func fill(_ info: TypeInfo, from declaration: NominalDecl) {
        let isProtocol = declaration.kind == .protocolType
        info.isIndirect = declaration.isIndirect
        info.conformances = Set(declaration.inherits.compactMap(\.simpleName))
        info.cases = isProtocol ? [] : declaration.cases
        info.storedProperties = isProtocol ? [] : declaration.storedProperties
        info.computedProperties = [:]
        info.observerOverrides = [:]
        info.methods = [:]
        info.staticMethods = [:]
        info.staticProperties = [:]
        info.initializers = []
        info.bodyDeclaresInit = false
        info.inheritedMembers = []
        info.inheritedStoredCount = 0
        // A protocol's own members are requirements: only its extensions' are defaults.
        let members = isProtocol ? declaration.members.filter(\.fromExtension) : declaration.members
        addMembers(members, to: info)
    }

    /// `extension Int { … }`: the library types that extensions add to get those members.
    private func extendLibraryTypes(_ program: Program) {
        for info in builtinTypes.extensible {
            info.computedProperties = [:]
            info.methods = [:]
            info.staticMethods = [:]
            info.staticProperties = [:]
            info.initializers = []
            info.conformances = []
        }
        for name in libraryAliases { aliases[name] = nil }
        libraryAliases = []
        for (ext, source) in program.pendingExtensions {
            guard case .named(let path, _) = ext.extendedType.kind,
                  let info = builtinTypes[path.joined(separator: ".")] else { continue }
            info.conformances.formUnion(ext.inherits.compactMap(\.simpleName))
            // The program does not declare these: they are named here as its own are.
            for case .typeAlias(let alias) in ext.members {
                let name = info.qualifiedName + "." + alias.name
                aliases[name] = alias.type
                libraryAliases.insert(name)
            }
            addMembers(ext.members.map { NominalDecl.Member(decl: $0, source: source, fromExtension: true) }, to: info)
        }
    }

    private func addMembers(_ members: [NominalDecl.Member], to info: TypeInfo) {
        for member in members {
            let file = member.source
            switch member.decl {
            case .enumCase(let decl):
                // The cases themselves are the declaration's (see `fill`).
                if decl.isIndirect { info.isIndirect = true }
            case .variable(let variable):
                addVariable(variable, to: info, file: file)
            case .function(let function):
                let located = Located(node: function, file: file)
                if function.isStatic { info.staticMethods[function.name, default: []].append(located) }
                else { info.methods[function.name, default: []].append(located) }
            case .initializer(let initializer):
                info.initializers.append(Located(node: initializer, file: file))
                // An init written in an extension keeps the memberwise one, as in Swift.
                if !member.fromExtension { info.bodyDeclaresInit = true }
            // Nested types are laid out from their own declarations; aliases are named by their
            // full names (see `adopt` and `extendLibraryTypes`).
            case .typeAlias, .enumDecl, .structDecl, .classDecl, .extensionDecl, .protocolDecl:
                continue
            }
        }
    }

    private func addVariable(_ variable: VariableDecl, to info: TypeInfo, file: SourceFile) {
        guard let name = variable.name else { return }
        let located = Located(node: variable, file: file)
        if variable.isStatic {
            info.staticProperties[name] = located
        } else if variable.getter != nil {
            info.computedProperties[name] = located
        } else if variable.isOverride {
            info.observerOverrides[name] = located
        }
        // A stored property is the declaration's (see `fill`).
    }

    // MARK: - Type resolution

    /// Resolves a written type from inside `context` (nested names first, then outwards).
    func resolveType(_ ref: TypeRef, context: TypeInfo?) -> RuntimeType {
        switch ref.kind {
        case .optional(let wrapped): return .optional(resolveType(wrapped, context: context))
        case .array(let element): return .array(resolveType(element, context: context))
        case .dictionary(let key, let value):
            return .dictionary(resolveType(key, context: context), resolveType(value, context: context))
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return resolveType(elements[0].type, context: context) }
            return .tuple(elements.map { (label: $0.label, type: resolveType($0.type, context: context)) })
        case .function: return .function
        case .named(let path, let generics):
            return resolveNamed(path, generics: generics, context: context)
        }
    }

    private func resolveNamed(_ path: [String], generics: [TypeRef], context: TypeInfo?) -> RuntimeType {
        // `Swift.Int`: the library's type, qualified by its module (the checker saw nothing hides it).
        if path.count > 1, path[0] == "Swift", lookupType(["Swift"], context: context) == nil {
            return resolveNamed(Array(path.dropFirst()), generics: generics, context: context)
        }
        let joined = path.joined(separator: ".")
        switch joined {
        case "Int": return .int
        case let name where IntegerWidth(rawValue: name) != nil: return .opaque(name)
        case "UInt8": return .opaque("UInt8")
        // Carried as its text, as a `Character`.
        case "UnicodeScalar", "Unicode.Scalar": return .opaque("Unicode.Scalar")
        case "Double", "CGFloat", "TimeInterval": return .double
        case "Float": return .opaque("Float")
        case "Bool": return .bool
        case "String", "Character", "Substring": return .string
        case "Optional":
            return .optional(generics.first.map { resolveType($0, context: context) } ?? .opaque("Any"))
        case "Array":
            return .array(generics.first.map { resolveType($0, context: context) } ?? .opaque("Any"))
        case "Result" where lookupType(path, context: context) == nil:
            guard generics.count == 2 else { return .nominal(builtinTypes.result) }
            let key = generics.map { describeRef($0) }.joined(separator: ", ")
            if let known = resultTypes[key] { return .nominal(known) }
            let info = BuiltinTypes.result(generics[0], generics[1])
            // Printed with them, as Swift prints it: `Swift.Result<Swift.Int, main.E>.success(1)`.
            info.genericArguments = generics.map { namingType($0, context: context) }
            resultTypes[key] = info
            return .nominal(info)
        case "ArraySlice" where lookupType(path, context: context) == nil:
            // So that `let vacio: ArraySlice<Int> = []` is a slice, as in Swift.
            let root = builtinTypes.library[.arraySlice]
            guard generics.count == 1 else { return .nominal(root) }
            return .nominal(specialize(root, [resolveType(generics[0], context: context)]))
        case "Set":
            return .set(generics.first.map { resolveType($0, context: context) } ?? .opaque("_"))
        case "Dictionary" where generics.count == 2:
            return .dictionary(resolveType(generics[0], context: context), resolveType(generics[1], context: context))
        case "Dictionary":
            return .dictionary(.opaque("_"), .opaque("_"))
        case "Range", "ClosedRange", "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough":
            let kinds: [String: RangeValue.Kind] = ["Range": .halfOpen, "ClosedRange": .closed, "PartialRangeFrom": .from,
                                                    "PartialRangeUpTo": .upTo, "PartialRangeThrough": .through]
            return .range(generics.first.map { resolveType($0, context: context) } ?? .int, kinds[joined] ?? .halfOpen)
        default: break
        }
        // `T` inside `Acumulador<Int>`'s members: what the specialization binds it to.
        if path.count == 1, generics.isEmpty, let context, let index = context.genericRoot.genericParameters.firstIndex(of: path[0]),
           context.genericArguments.indices.contains(index), lookupType(path, context: context) == nil {
            return context.genericArguments[index]
        }
        if let info = lookupType(path, context: context) {
            // `Pila<String>`: the specialization, when every argument is a type known here.
            if !generics.isEmpty, !info.genericParameters.isEmpty {
                let arguments = generics.map { resolveType($0, context: context) }
                if !arguments.contains(where: { if case .opaque = $0 { return true }; return false }) {
                    // `Pila<Character>`: named as written, though its characters are text.
                    let namesText = generics.contains { if case .named(["Character"], []) = $0.kind { return true }
                        if case .named(["Substring"], []) = $0.kind { return true }; return false }
                    return .nominal(specialize(info, arguments, names: namesText ? generics.map { namingType($0, context: context) } : nil))
                }
            }
            return .nominal(info)
        }
        if let alias = lookupAlias(path, context: context), aliasDepth < 64 {
            aliasDepth += 1
            defer { aliasDepth -= 1 }
            return resolveType(alias, context: context)
        }
        let genericText = generics.isEmpty ? "" : "<" + generics.map { describeRef($0) }.joined(separator: ", ") + ">"
        return .opaque(joined + genericText)
    }

    /// Finds a declared type by a written path from inside `context`, by the front end's
    /// scoping rule, among the types laid out here (which include those a body declares).
    func lookupType(_ path: [String], context: TypeInfo?) -> TypeInfo? {
        if let name = Program.innermost(path, from: context?.path ?? [], isDeclared: { types[$0] != nil }) {
            return types[name]
        }
        // Through a type alias in the first component: `typealias ID = Perfil.ID`.
        if let first = path.first, let alias = lookupAlias([first], context: context),
           case .named(let aliased, _) = alias.kind, aliasDepth < 64 {
            aliasDepth += 1
            defer { aliasDepth -= 1 }
            return lookupType(aliased + path.dropFirst(), context: nil)
        }
        return nil
    }

    private func lookupAlias(_ path: [String], context: TypeInfo?) -> TypeRef? {
        if let name = Program.innermost(path, from: context?.path ?? [], isDeclared: { aliases[$0] != nil }) {
            return aliases[name]
        }
        // `T.ID` with `typealias T = Perfil`: the alias of the type the head names.
        guard path.count > 1, let owner = lookupType(Array(path.dropLast()), context: context) else { return nil }
        return aliases[owner.qualifiedName + "." + path[path.count - 1]]
    }

    func describeRef(_ ref: TypeRef) -> String {
        switch ref.kind {
        case .named(let path, let generics):
            return path.joined(separator: ".") + (generics.isEmpty ? "" : "<" + generics.map(describeRef).joined(separator: ", ") + ">")
        case .optional(let wrapped): return describeRef(wrapped) + "?"
        case .array(let element): return "[" + describeRef(element) + "]"
        case .dictionary(let key, let value): return "[" + describeRef(key) + ": " + describeRef(value) + "]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + describeRef($0.type) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(describeRef).joined(separator: ", ") + ") -> " + describeRef(result)
        }
    }
}
