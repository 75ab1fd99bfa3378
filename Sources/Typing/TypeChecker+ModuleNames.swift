import Language
import Messages

/// The library's names written the other ways Swift allows: qualified by their module
/// (`Swift.max(a, b)`, `Swift.print`), or as the C constant Foundation brings (`M_PI`). Each is
/// rewritten to the plain name the rest of the checker and the interpreter know, where nothing
/// of the program's hides that name; where something does, the qualified name would reach past
/// it to the library, which lesson cannot tell apart, and it is refused.
extension TypeChecker {
    enum ModuleQualified { case plain(Expr), refused }

    /// `Swift.max` as the expression `max`, or nil when `base.name` is not the module's.
    func moduleQualified(_ base: Expr, _ name: String, at span: Span) -> ModuleQualified? {
        guard case .identifier("Swift") = base.kind, lookupLocal("Swift") == nil,
              program.lookup(["Swift"], from: context.path) == nil, program.functions["Swift"] == nil else { return nil }
        let hidden = lookupLocal(name) != nil || program.functions[name] != nil || program.lookup([name], from: context.path) != nil
            || context.selfType.flatMap(nominal).map { memberType(name, in: $0, isStatic: context.isStatic) != nil } == true
        if hidden {
            report(Msg.Typing.moduleQualifiedHidden(name), at: span.start)
            return .refused
        }
        return .plain(Expr(.identifier(name), span: span))
    }

    /// `M_PI` where Foundation is imported and the program declares no name of its own like it.
    func foundationConstant(_ name: String) -> Expr.Kind? {
        guard name == "M_PI", program.importsFoundation, lookupLocal(name) == nil, program.lookup([name], from: context.path) == nil
        else { return nil }
        return .member(Expr(.identifier("Double"), span: .none), "pi")
    }
}
