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
