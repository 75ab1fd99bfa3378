import Language
import Messages

/// Access control, as swiftc checks it for one file: a `private` member is seen only inside the
/// declaration of its type (nested types included) and the extensions of that type in the same
/// file; `fileprivate` in the whole file. A use from another file — a later entry at the prompt
/// using what a model or an earlier entry declared — is not refused: lesson reads a session as
/// one program, and Swift's REPL lets a learner inspect what they declared.
extension TypeChecker {
    /// Whether a member declared `access` in `owner`, in the file `file`, may be used here.
    func isAccessible(_ access: AccessLevel, in owner: NominalDecl, file: String) -> Bool {
        switch access {
        case .private:
            guard file == source.firstPath else { return true }
            return context.path.starts(with: owner.path)
        case .fileprivate, .internal, .package, .public, .open:
            return true
        }
    }

    /// The file a member of `owner` (its body's or an extension's) is declared in, by its span.
    func declaringFile(of span: Span, in owner: NominalDecl) -> String {
        let member = owner.members.first { member in
            switch member.decl {
            case .variable(let v): return v.span == span
            case .function(let f): return f.span == span
            case .initializer(let i): return i.span == span
            case .enumDecl, .structDecl, .classDecl, .extensionDecl, .enumCase, .typeAlias, .protocolDecl: return false
            }
        }
        return (member?.source ?? owner.source).firstPath
    }

    /// `valor.nombre` or `Tipo.nombre` read: refused when the property is private here.
    func checkPropertyAccess(_ name: String, in type: NominalDecl, isStatic: Bool, at offset: Int) {
        guard let (owner, property) = inheritedProperty(name, in: type), property.isStatic == isStatic,
              !isAccessible(property.access, in: owner, file: declaringFile(of: property.span, in: owner)) else { return }
        report(Msg.Access.inaccessible(name, property.access.rawValue), at: offset)
    }

    /// `valor.metodo(…)`: refused when every method of that name is private here.
    func checkMethodAccess(_ methods: [(FunctionDecl, String)], owner: NominalDecl, name: String, at offset: Int) {
        guard let first = methods.first,
              methods.allSatisfy({ !isAccessible($0.0.access, in: owner, file: $0.1) }) else { return }
        report(Msg.Access.inaccessible(name, first.0.access.rawValue), at: offset)
    }

    /// The access of the memberwise init: that of the most private property it sets (only
    /// `private` narrows it in one file), with that property.
    func memberwiseAccess(setting properties: [VariableDecl]) -> (AccessLevel, VariableDecl)? {
        guard let property = properties.first(where: { $0.access == .private }) else { return nil }
        return (.private, property)
    }

    /// Whether the declared `init` may be called here.
    func isAccessible(_ initializer: InitDecl, of type: NominalDecl) -> Bool {
        isAccessible(initializer.access, in: type, file: declaringFile(of: initializer.span, in: type))
    }

    /// Whether the memberwise init, made private by `property`, may be called here.
    func memberwiseIsAccessible(of type: NominalDecl, madePrivateBy property: VariableDecl) -> Bool {
        isAccessible(.private, in: type, file: declaringFile(of: property.span, in: type))
    }

    /// Why a `private(set)` property cannot be assigned here, if it cannot.
    func setterImmutability(_ name: String, _ property: VariableDecl, in type: NominalDecl) -> Immutable? {
        guard let level = property.setterAccess,
              !isAccessible(level, in: type, file: declaringFile(of: property.span, in: type)) else { return nil }
        return .setterInaccessible(name, level.rawValue)
    }
}
