import Language
import Messages

extension Interpreter {
    /// Registers types, extensions and free functions of a list of declarations.
    /// Types first (all of them, nested included), so members can mention any type.
    func declareTypes(_ decls: [Decl], in parent: TypeInfo?, file: SourceFile) {
        for decl in decls { registerType(decl, in: parent, file: file) }
        for decl in decls { registerMembers(decl, in: parent, file: file) }
        if parent == nil { linkInheritance() }
    }

    private func registerType(_ decl: Decl, in parent: TypeInfo?, file: SourceFile) {
        let prefix = parent.map { $0.qualifiedName + "." } ?? ""
        let info: TypeInfo
        let members: [Decl]
        switch decl {
        case .enumDecl(let e):
            info = TypeInfo(name: e.name, qualifiedName: prefix + e.name, kind: .enumeration, file: file, span: e.span)
            info.genericParameters = e.genericParameters.map(\.name)
            info.isIndirect = e.isIndirect
            info.conformances = Set(e.inherits.compactMap(\.simpleName))
            members = e.members
        case .structDecl(let s):
            info = TypeInfo(name: s.name, qualifiedName: prefix + s.name, kind: .structure, file: file, span: s.span)
            info.genericParameters = s.genericParameters.map(\.name)
            info.conformances = Set(s.inherits.compactMap(\.simpleName))
            members = s.members
        case .classDecl(let c):
            info = TypeInfo(name: c.name, qualifiedName: prefix + c.name, kind: .classType, file: file, span: c.span)
            info.genericParameters = c.genericParameters.map(\.name)
            info.conformances = Set(c.inherits.compactMap(\.simpleName))
            members = c.members
        case .typeAlias(let alias):
            if let parent { parent.typeAliases[alias.name] = alias.type } else { globalAliases[alias.name] = alias.type }
            return
        case .protocolDecl(let p):
            // A protocol holds the defaults its extensions give; conforming types inherit them.
            let holder = TypeInfo(name: p.name, qualifiedName: prefix + p.name, kind: .builtin, file: file, span: p.span)
            holder.conformances = Set(p.inherits.compactMap(\.simpleName))
            protocols[holder.qualifiedName] = holder
            return
        case .extensionDecl, .function, .initializer, .variable, .enumCase:
            return
        }
        info.parent = parent
        types[info.qualifiedName] = info
        parent?.nestedTypes[info.name] = info
        for member in members { registerType(member, in: info, file: file) }
    }

    private func registerMembers(_ decl: Decl, in parent: TypeInfo?, file: SourceFile) {
        switch decl {
        case .enumDecl(let e):
            guard let info = lookupDeclared(e.name, in: parent) else { return }
            addMembers(e.members, to: info, file: file)
        case .structDecl(let s):
            guard let info = lookupDeclared(s.name, in: parent) else { return }
            addMembers(s.members, to: info, file: file)
        case .classDecl(let c):
            guard let info = lookupDeclared(c.name, in: parent) else { return }
            addMembers(c.members, to: info, file: file)
        case .extensionDecl(let ext):
            guard let info = extendedType(ext.extendedType) else { return }
            info.conformances.formUnion(ext.inherits.compactMap(\.simpleName))
            for member in ext.members { registerType(member, in: info, file: file) }
            addMembers(ext.members, to: info, file: file, fromExtension: true)
        case .function(let function):
            if parent == nil { functions[function.name, default: []].append(Located(node: function, file: file)) }
        case .initializer, .variable, .enumCase, .typeAlias, .protocolDecl:
            return
        }
    }

    private func lookupDeclared(_ name: String, in parent: TypeInfo?) -> TypeInfo? {
        types[(parent.map { $0.qualifiedName + "." } ?? "") + name]
    }

    private func extendedType(_ ref: TypeRef) -> TypeInfo? {
        guard case .named(let path, _) = ref.kind else { return nil }
        let name = path.joined(separator: ".")
        return types[name] ?? protocols[name] ?? builtinTypes[name]
    }

    private func addMembers(_ members: [Decl], to info: TypeInfo, file: SourceFile, fromExtension: Bool = false) {
        for member in members {
            switch member {
            case .enumCase(let decl):
                for element in decl.elements {
                    info.cases.append(CaseInfo(name: element.name, payload: element.payload ?? [],
                                               hasPayload: element.payload != nil, rawValue: element.rawValue,
                                               span: element.span))
                }
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
                if !fromExtension { info.bodyDeclaresInit = true }
            case .enumDecl(let nested):
                if let nestedInfo = info.nestedTypes[nested.name] { addMembers(nested.members, to: nestedInfo, file: file) }
            case .structDecl(let nested):
                if let nestedInfo = info.nestedTypes[nested.name] { addMembers(nested.members, to: nestedInfo, file: file) }
            case .classDecl(let nested):
                if let nestedInfo = info.nestedTypes[nested.name] { addMembers(nested.members, to: nestedInfo, file: file) }
            case .extensionDecl, .typeAlias, .protocolDecl:
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
        } else {
            var property = PropertyInfo(name: name, isLet: variable.isLet, type: variable.type,
                                        initializer: variable.initializer, didSet: variable.didSet, span: variable.span)
            property.willSet = variable.willSet
            property.oldValueName = variable.oldValueName
            property.newValueName = variable.newValueName
            property.isLazy = variable.isLazy
            info.storedProperties.append(property)
        }
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
        let joined = path.joined(separator: ".")
        switch joined {
        case "Int", "Int64", "Int32", "UInt", "Int8", "UInt8": return .int
        case "Double", "Float", "CGFloat": return .double
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
        if let info = lookupType(path, context: context) {
            // `Pila<String>`: the specialization, when every argument is a type known here.
            if !generics.isEmpty, !info.genericParameters.isEmpty {
                let arguments = generics.map { resolveType($0, context: context) }
                if !arguments.contains(where: { if case .opaque = $0 { return true }; return false }) {
                    return .nominal(specialize(info, arguments))
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

    /// Finds a declared type by a written path, searching from the innermost type outwards.
    func lookupType(_ path: [String], context: TypeInfo?) -> TypeInfo? {
        guard !path.isEmpty else { return nil }
        var scope = context
        while let current = scope {
            if let found = types[current.qualifiedName + "." + path.joined(separator: ".")] { return found }
            scope = current.parent
        }
        if let found = types[path.joined(separator: ".")] { return found }
        // Through a type alias in the first component: `typealias ID = Perfil.ID`.
        if let alias = lookupAlias([path[0]], context: context), case .named(let aliased, _) = alias.kind, aliasDepth < 64 {
            aliasDepth += 1
            defer { aliasDepth -= 1 }
            return lookupType(aliased + path.dropFirst(), context: nil)
        }
        return nil
    }

    private func lookupAlias(_ path: [String], context: TypeInfo?) -> TypeRef? {
        guard let last = path.last else { return nil }
        guard path.count == 1 else {
            if let owner = lookupType(Array(path.dropLast()), context: context) { return owner.typeAliases[last] }
            return nil
        }
        var scope = context
        while let current = scope {
            if let alias = current.typeAliases[path[0]] { return alias }
            scope = current.parent
        }
        return globalAliases[path[0]]
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

extension TypeRef {
    /// The last path component of a named type (`Equatable`, `CustomStringConvertible`).
    var simpleName: String? {
        if case .named(let path, _) = kind { return path.last }
        return nil
    }
}
