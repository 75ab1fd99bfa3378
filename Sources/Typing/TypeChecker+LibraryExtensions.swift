import Language

/// The bodies of the program's extensions of library types (`extension Array { func f() -> Int
/// { … } }`): swiftc types them as any method's, with `self` of the extended type.
extension TypeChecker {
    /// What `self` is in an extension of the library type `name`: `[Int]` under `where Element
    /// == Int`, `[Element]` otherwise (a parameter, of which nothing is known). Nil for a type
    /// whose members the checker does not model.
    func librarySelfType(_ name: String, _ clause: [WhereRequirement]) -> (type: SwiftType, parameters: [String: SwiftType])? {
        func parameter(_ parameter: String) -> SwiftType {
            guard let same = clause.first(where: { $0.kind == .sameType && $0.name == parameter }) else { return .parameter(parameter) }
            return resolve(same.type, reporting: false)
        }
        func generic(_ names: [String], _ type: ([SwiftType]) -> SwiftType) -> (type: SwiftType, parameters: [String: SwiftType]) {
            let arguments = names.map(parameter)
            return (type(arguments), Dictionary(uniqueKeysWithValues: zip(names, arguments)))
        }
        switch name {
        case "Int": return (.int, [:])
        case "Double": return (.double, [:])
        case "Bool": return (.bool, [:])
        case "String": return (.string, [:])
        case "Character": return (.character, [:])
        case "Array": return generic(["Element"]) { .array($0[0]) }
        case "Set": return generic(["Element"]) { .set($0[0]) }
        case "Dictionary": return generic(["Key", "Value"]) { .dictionary($0[0], $0[1]) }
        case "Optional": return generic(["Wrapped"]) { .optional($0[0]) }
        default: return nil
        }
    }

    func checkLibraryExtension(_ ext: inout ExtensionDecl, _ selfType: (type: SwiftType, parameters: [String: SwiftType])) {
        for index in ext.members.indices {
            switch ext.members[index] {
            case .function(var f):
                inLibraryType(selfType, isStatic: f.isStatic, mutating: f.isMutating) { checkFunction(&f) }
                ext.members[index] = .function(f)
            case .variable(var v):
                inLibraryType(selfType, isStatic: v.isStatic, mutating: false) { withScope { checkVariable(&v, isMember: true) } }
                ext.members[index] = .variable(v)
            case .initializer, .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl, .enumCase:
                break
            }
        }
    }

    private func inLibraryType<T>(_ selfType: (type: SwiftType, parameters: [String: SwiftType]), isStatic: Bool, mutating: Bool,
                                  _ body: () -> T) -> T {
        let saved = context
        context = TypeContext(path: [], isStatic: isStatic, selfIsMutable: mutating, librarySelf: selfType.type,
                              libraryParameters: selfType.parameters)
        defer { context = saved }
        return body()
    }

    /// A name inside an extension of a library type that is a member of `self` (`count` in
    /// `extension Array`, a method the program adds): read as `self.name`, as Swift reads it.
    func implicitLibraryMember(_ name: String) -> Bool {
        guard let selfType = context.librarySelf, !context.isStatic, let typeName = Self.libraryTypeName(selfType) else {
            return context.librarySelf.map { _ in program.membersAddedToLibraryTypes().contains(name) } ?? false
        }
        return LibraryMembers.has(name, onTypeNamed: typeName, foundation: program.importsFoundation) == true
            || program.membersAddedToLibraryTypes().contains(name)
    }
}
