import Language
import Messages

extension TypeChecker {
    /// `d.keys[0]`: a dictionary's keys and values are no arrays, whatever lesson carries them as
    /// (their own indices, `d.keys.startIndex`, which lesson carries as numbers, do fit); swiftc
    /// finds no subscript, at the `[`.
    func reportsDictionaryViewIndexedByInt(_ base: Expr, _ arguments: inout [Argument], at bracket: Int) -> Bool {
        guard case .member(let dictionary, let view) = base.kind, view == "keys" || view == "values", arguments.count == 1,
              case .dictionary = quietType(dictionary), quietType(arguments[0].value) == .int,
              source.offset(of: "ndex", in: arguments[0].value.span.start..<arguments[0].value.span.end) == nil else { return false }
        report(Msg.Typing.dictionaryViewIndexedByInt(view), at: bracket)
        inferLoose(&arguments)
        return true
    }
}

extension TypeChecker {
    /// `animales[0] as Perro` of an `[Animal]`, `mascota as Perro` of a superclass: a downcast,
    /// which `as` does not do; swiftc says so at the `as`.
    func reportsDowncastWithAs(_ inner: Expr, to target: SwiftType, in span: Span) -> Bool {
        guard !inner.isPlainLiteral, let to = nominal(target), to.kind != .protocolType else { return false }
        let own = quietType(inner)
        guard let from = nominal(own), from.name != to.name,
              from.kind == .protocolType || from.kind == .classType && isSubclass(to, of: from) else { return false }
        let at = source.offset(of: "as", in: inner.span.end..<span.end) ?? inner.span.end
        report(Msg.Typing.notConvertibleWithAs(from.kind == .protocolType ? "any " + own.spelling : own.spelling, target.spelling), at: at)
        return true
    }
}
