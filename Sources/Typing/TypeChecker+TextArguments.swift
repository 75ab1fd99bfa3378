import Language

/// The run time carries a `Character` and a `Substring` as text, so a value of one of the
/// program's generic types built of them cannot tell its arguments (`Pila<Character>` would
/// print as `Pila<String>`): the checker's type goes with the value.
extension TypeChecker {
    func carryTextArguments(_ e: inout Expr, _ type: SwiftType) {
        guard case .nominal(_, let arguments) = type, arguments.contains(where: { $0 == .character || $0 == .substring }),
              let decl = nominal(type), decl.kind == .structType || decl.kind == .enumType,
              let ref = type.writtenTypeRef else { return }
        e.kind = .staticType(Expr(e.kind, span: e.span), ref)
    }
}
