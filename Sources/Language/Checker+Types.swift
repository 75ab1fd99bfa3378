/// What the static checks know about types: the file's own enums, structs and classes (with
/// their cases, properties and methods), and the static type of simple expressions. Anything
/// it cannot work out is `nil`, and the checks then say nothing.
indirect enum StaticType: Equatable {
    /// One of the file's own types (by its full dotted name) or a built-in (`Int`, `Bool`, …).
    case named(String)
    case optional(StaticType)
    case tuple([StaticType?])
    case array(StaticType?)
}

/// One of the file's own type declarations, with its extensions merged in.
final class DeclaredType {
    enum Kind { case enumType, structType, classType }
    struct Property {
        var isLet: Bool
        var isStatic: Bool
        var isComputed: Bool
        var hasSetter: Bool
        var type: TypeRef?
        var initializer: Expr?
    }
    struct Method {
        var isMutating: Bool
        var isStatic: Bool
        var result: TypeRef?
    }

    let name: String
    let kind: Kind
    var cases: [EnumCaseElement] = []
    var properties: [String: Property] = [:]
    var methods: [String: Method] = [:]

    init(name: String, kind: Kind) { self.name = name; self.kind = kind }

    func enumCase(_ name: String) -> EnumCaseElement? { cases.first { $0.name == name } }
}

/// Every type declared in a unit, found by full name (`Pantalla.Destino`).
struct DeclaredTypes {
    private(set) var types: [String: DeclaredType] = [:]

    init(_ unit: SourceUnit) {
        collect(unit.statements.compactMap { statement -> Decl? in
            if case .declaration(let declaration) = statement.kind { return declaration }
            return nil
        }, prefix: [])
        // Extensions, once every type is known.
        for statement in unit.statements {
            if case .declaration(.extensionDecl(let ext)) = statement.kind,
               let info = resolve(ext.extendedType, from: []).flatMap(info(for:)) {
                addMembers(ext.members, to: info, prefix: info.name.split(separator: ".").map(String.init))
            }
        }
    }

    private mutating func collect(_ declarations: [Decl], prefix: [String]) {
        for declaration in declarations {
            let made: (name: String, kind: DeclaredType.Kind, members: [Decl])?
            switch declaration {
            case .enumDecl(let d): made = (d.name, .enumType, d.members)
            case .structDecl(let d): made = (d.name, .structType, d.members)
            case .classDecl(let d): made = (d.name, .classType, d.members)
            case .extensionDecl, .function, .initializer, .variable, .enumCase, .typeAlias: made = nil
            }
            guard let made else { continue }
            let path = prefix + [made.name]
            let info = DeclaredType(name: path.joined(separator: "."), kind: made.kind)
            types[info.name] = info
            collect(made.members, prefix: path)
            addMembers(made.members, to: info, prefix: path)
        }
    }

    private mutating func addMembers(_ members: [Decl], to info: DeclaredType, prefix: [String]) {
        for member in members {
            switch member {
            case .enumCase(let c): info.cases += c.elements
            case .variable(let v):
                guard let name = v.name else { continue }
                info.properties[name] = DeclaredType.Property(
                    isLet: v.isLet, isStatic: v.isStatic, isComputed: v.getter != nil,
                    hasSetter: v.setter != nil, type: v.type, initializer: v.initializer)
            case .function(let f):
                info.methods[f.name] = DeclaredType.Method(isMutating: f.isMutating, isStatic: f.isStatic, result: f.result)
            case .extensionDecl(let ext):
                // A nested extension is not valid Swift; its members still belong to the type.
                if let target = resolve(ext.extendedType, from: prefix).flatMap(self.info(for:)) {
                    addMembers(ext.members, to: target, prefix: target.name.split(separator: ".").map(String.init))
                }
            case .enumDecl, .structDecl, .classDecl, .initializer, .typeAlias: break
            }
        }
    }

    func info(for type: StaticType) -> DeclaredType? {
        if case .named(let name) = type { return types[name] }
        return nil
    }

    /// The full name a written path refers to from inside the types `context`: the innermost
    /// enclosing scope wins, as in Swift; a unique last name is a last resort.
    func lookup(_ path: [String], from context: [String]) -> String? {
        var scope = context
        while true {
            let candidate = (scope + path).joined(separator: ".")
            if types[candidate] != nil { return candidate }
            if scope.isEmpty { break }
            scope.removeLast()
        }
        let matches = types.keys.filter { $0.hasSuffix("." + path.joined(separator: ".")) }
        return matches.count == 1 ? matches.first : nil
    }

    /// A written type as a static type, seen from inside the types `context`.
    func resolve(_ type: TypeRef, from context: [String]) -> StaticType? {
        switch type.kind {
        case .named(let path, let generics):
            if path == ["Self"], !context.isEmpty { return .named(context.joined(separator: ".")) }
            if path == ["Optional"], generics.count == 1 { return resolve(generics[0], from: context).map { .optional($0) } }
            if path == ["Array"], generics.count == 1 { return .array(resolve(generics[0], from: context)) }
            if let own = lookup(path, from: context) { return .named(own) }
            return path.count == 1 && DeclaredTypes.builtins.contains(path[0]) ? .named(path[0]) : nil
        case .optional(let wrapped): return resolve(wrapped, from: context).map { .optional($0) }
        case .array(let element): return .array(resolve(element, from: context))
        case .tuple(let elements):
            if elements.count == 1 { return resolve(elements[0].type, from: context) }
            return .tuple(elements.map { resolve($0.type, from: context) })
        case .dictionary, .function: return nil
        }
    }

    static let builtins: Set<String> = ["Int", "Double", "Bool", "String", "Character", "Float"]
}
