import Language

/// A call whose result Swift lets a program drop without a warning: `@discardableResult`
/// functions of the program and the library's (`lista.remove(at: 0)`, `conjunto.insert(3)`). Left
/// unused at the top level, it is a statement, as in the compiled program: the REPL shows no
/// `$R0` for it.
extension TypeChecker {
    func isDiscardedResult(_ e: Expr) -> Bool {
        switch e.kind {
        case .tryExpression(let inner, _), .overload(let inner, _, _):
            return isDiscardedResult(inner)
        case .call(let callee, _):
            return calls(discardable: callee)
        default:
            return false
        }
    }

    private func calls(discardable callee: Expr) -> Bool {
        switch callee.kind {
        case .overload(let inner, _, _):
            return calls(discardable: inner)
        case .identifier(let name):
            let candidates = program.functions[name] ?? []
            // The library's `dump(_:)` gives its argument back, and `Task { … }` its task: results to drop.
            if candidates.isEmpty { return name == "dump" || name == "Task" && program.types["Task"] == nil }
            return candidates.allSatisfy(\.isDiscardableResult)
        case .member(let base, let name):
            let type = quietType(base)
            if let methods = declaredMethods(named: name, of: type) {
                return !methods.isEmpty && methods.allSatisfy(\.isDiscardableResult)
            }
            return Self.libraryDiscardsResult(of: name, on: type)
        default:
            return false
        }
    }

    /// The methods named `name` a value of a program's type has (its own, else a superclass's or
    /// a protocol's, as a call finds them); nil for a type that is not the program's.
    private func declaredMethods(named name: String, of type: SwiftType) -> [FunctionDecl]? {
        guard case .nominal(let typeName, _) = type, let declaration = program.types[typeName] else { return nil }
        return inheritedMethods(name, in: declaration, isStatic: false)?.methods.map(\.0) ?? []
    }

    /// The library's mutating members marked `@discardableResult`.
    private static func libraryDiscardsResult(of name: String, on type: SwiftType) -> Bool {
        switch type {
        case .array, .string: return ["remove", "removeFirst", "removeLast"].contains(name)
        case .set: return ["insert", "remove", "update", "removeFirst"].contains(name)
        case .dictionary: return ["removeValue", "updateValue", "remove"].contains(name)
        default: return false
        }
    }
}
