import Language
import Messages

/// Types a block declares (`struct P` inside a function body or a top-level `for`): known in the
/// whole block, before and after their declaration, as in Swift, and nowhere else.
extension TypeChecker {
    /// Checks a block's statements with the types it declares known by their names.
    func withLocalTypes(of statements: [Stmt], _ body: () -> Void) {
        var declared: [Decl] = []
        let savedReach = namesOutOfReach
        defer { namesOutOfReach = savedReach }
        for case .declaration(let declaration) in statements.map(\.kind) {
            guard let (name, span) = declaration.localTypeName else { continue }
            if program.lookup([name], from: context.path) != nil || builtinTypeName(name) != nil {
                // Declared all the same, so that the block reads it and nothing else is blamed.
                report(Msg.Syntax.notInSubset(Msg.Typing.localTypeShadowing), at: offsetOfName(name, declaredAt: span))
            }
            if let owner = genericBodies.last {
                report(Msg.Typing.localTypeInGeneric(name, owner), at: offsetOfName(name, declaredAt: span))
                namesOutOfReach[name] = .refusedType(Msg.Typing.typeWithoutInitializers(name))
                refusedLocalTypes.insert(span.start)
                continue
            }
            declared.append(declaration)
        }
        if declared.isEmpty { return body() }
        program.withLocalTypes(declared, source: source, body)
    }

    /// A local type's members see the program's globals, never the locals around the type:
    /// swiftc refuses a type that would capture them.
    func checkLocalType(_ declaration: inout Decl) {
        guard scopes.count > 1, let kind = declaration.localTypeKeyword else { return check(&declaration) }
        // Refused where it is declared: its members are not read.
        if let span = declaration.localTypeName?.span, refusedLocalTypes.contains(span.start) { return }
        let saved = (scopes, namesOutOfReach, initialization, jumps, escapingClosures, genericBodies)
        for scope in scopes.dropFirst() {
            for name in scope.keys { namesOutOfReach[name] = .outerLocal(Msg.Typing.localTypeCapture(kind, name)) }
        }
        scopes = [scopes[0]]
        initialization = PendingInitialization()
        jumps = Jumps()
        escapingClosures = []
        defer { (scopes, namesOutOfReach, initialization, jumps, escapingClosures, genericBodies) = saved }
        check(&declaration)
    }

    /// The function a body belongs to, while it is checked, when it is generic or inside a
    /// generic type: swiftc refuses a type declared there.
    func inBody<T>(named name: @autoclosure () -> String, isGeneric: Bool, _ body: () -> T) -> T {
        let generic = isGeneric || enclosingTypeIsGeneric
        if generic { genericBodies.append(name()) }
        defer { if generic { genericBodies.removeLast() } }
        return body()
    }

    private var enclosingTypeIsGeneric: Bool {
        context.path.indices.contains { end in
            program.types[context.path[...end].joined(separator: ".")]?.genericParameters.isEmpty == false
        }
    }

    /// Whether the code being checked cannot reach `name`, reported as swiftc does: a local of
    /// the function around a local type at every use, a refused type where it is constructed.
    func outOfReach(_ name: String, at offset: Int, isCall: Bool) -> Bool {
        switch namesOutOfReach[name] {
        case nil: return false
        case .outerLocal(let message)?: report(message, at: offset)
        case .refusedType(let message)?: if isCall { report(message, at: offset) }
        }
        return true
    }
}

/// A name the code being checked cannot reach, with what swiftc says of a use.
enum OutOfReach {
    case outerLocal(String)
    case refusedType(String)
}

extension Decl {
    /// The name of a type a block may declare, and where its declaration is.
    var localTypeName: (name: String, span: Span)? {
        switch self {
        case .structDecl(let d): return (d.name, d.span)
        case .enumDecl(let d): return (d.name, d.span)
        case .classDecl(let d): return (d.name, d.span)
        case .protocolDecl(let d): return (d.name, d.span)
        case .typeAlias(let d): return (d.name, d.span)
        case .extensionDecl, .function, .initializer, .variable, .enumCase: return nil
        }
    }

    /// The keyword swiftc names a local type by in its messages.
    var localTypeKeyword: String? {
        switch self {
        case .structDecl: return "struct"
        case .enumDecl: return "enum"
        case .classDecl: return "class"
        case .protocolDecl: return "protocol"
        case .typeAlias, .extensionDecl, .function, .initializer, .variable, .enumCase: return nil
        }
    }
}
