import Language
import Messages

/// Types as values: `Cuadrado.self`, `let t: Figura.Type`, `type(of:)`.
extension TypeChecker {
    /// `let t: Figura.Type = Figura.self`: the protocol's own type is `(any Figura).Type`, not one
    /// of the types that conform to it (`any Figura.Type`), and swiftc refuses it where it is given.
    func protocolMetatypeMismatch(_ e: Expr, _ actual: SwiftType, _ expected: SwiftType, _ place: ConversionPlace) -> Bool {
        guard case .metatype(let given) = actual, case .metatype(let wanted) = expected.wrappedOrSelf,
              let protocolDecl = nominal(given), protocolDecl.kind == .protocolType, isProtocolItself(e),
              let wantedDecl = nominal(wanted), wantedDecl.kind == .protocolType else { return false }
        report(Msg.Typing.cannotConvert("(any \(protocolDecl.name)).Type", "any \(wantedDecl.name).Type", place: place), at: e.span.start)
        return true
    }

    /// `Figura.self` or `Figura` written where a value goes: the protocol named, not a variable of its type's type.
    private func isProtocolItself(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(let base, "self"): return isProtocolItself(base)
        case .identifier(let name): return lookupLocal(name) == nil
        default: return false
        }
    }
}
