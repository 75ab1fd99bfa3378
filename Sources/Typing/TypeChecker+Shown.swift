import Language
import Messages

/// Values the program shows (`print`, an interpolation, `String(describing:)`, the REPL's echo)
/// that lesson would not show as Swift does: a `String.Index`, which compiled Swift writes by
/// its place in the UTF-8 bytes and how it was found (`0[any]`, `2[utf8]`), and lesson holds
/// as a count of characters. Refused where they are shown, so that no wrong text is printed.
extension TypeChecker {
    /// Infers an expression whose value is shown, and refuses it when it holds a `String.Index`.
    func inferShown(_ e: inout Expr, _ hint: SwiftType? = .unknown) {
        let type = infer(&e, hint)
        // `print(s.firstIndex(of: "f") as Any)`: the index is shown all the same.
        var cast: Expr?
        while case .cast(let inner, _, .plain) = (cast ?? e).kind { cast = inner }
        if type.mentionsStringIndex || cast.map(quietType)?.mentionsStringIndex == true {
            report(Msg.Typing.showsStringIndex, at: anchor(of: e))
        }
        refuseShownPiece(e)
    }

    /// The REPL shows the value of an entry's top-level expressions (`$R0: …`).
    func refuseEchoedIndices(_ unit: SourceUnit) {
        for statement in unit.statements {
            guard case .expression(let e) = statement.kind else { continue }
            if quietType(e).mentionsStringIndex { report(Msg.Typing.showsStringIndex, at: anchor(of: e)) }
            refuseShownPiece(e)
        }
    }

    /// `xs.reversed().prefix(2)`, `conjunto.dropFirst()`, `(1...5).suffix(2)`: pieces that lesson
    /// holds as an array, and Swift as a `Slice`, a `PrefixSequence` or a `Range` that it writes
    /// with their indices (of a set or a dictionary, with hash values that change on each run).
    private func refuseShownPiece(_ e: Expr) {
        guard let (name, base) = sequencePiece(e) else { return }
        report(Msg.Typing.showsSequencePiece(name, of: base.spelling), at: anchor(of: e))
    }

    /// `let ultimos = xs.reversed().prefix(2)`: kept, the piece would be shown or named later
    /// as the array lesson holds (`print(ultimos)`, `type(of: ultimos)`); it is refused where it is kept.
    func refuseStoredPiece(_ e: Expr) {
        guard let (name, base) = sequencePiece(e) else { return }
        report(Msg.Typing.storesSequencePiece(name, of: base.spelling), at: anchor(of: e))
    }

    /// The method and the base's type of `e` when it is such a piece of a sequence that is not an array.
    func sequencePiece(_ e: Expr) -> (String, SwiftType)? {
        guard case .call(let callee, _) = e.kind, case .member(let base, let name) = callee.kind,
              ["prefix", "suffix", "dropFirst", "dropLast", "drop"].contains(name) else { return nil }
        let baseType = quietType(base)
        switch baseType {
        case .set, .dictionary, .range, .library(.reversed, _), .library(.zip, _), .library(.enumerated, _),
             .library(.strideTo, _), .library(.strideThrough, _):
            return (name, baseType)
        default:
            return nil
        }
    }
}

extension SwiftType {
    var mentionsStringIndex: Bool {
        switch self {
        case .opaque(let name): return name == Library.stringIndex.spelling
        case .optional(let inner), .array(let inner), .set(let inner), .range(let inner, _): return inner.mentionsStringIndex
        case .dictionary(let key, let value): return key.mentionsStringIndex || value.mentionsStringIndex
        case .tuple(let elements): return elements.contains { $0.type.mentionsStringIndex }
        case .library(_, let arguments): return arguments.contains(where: \.mentionsStringIndex)
        case .result(let success, let failure): return success.mentionsStringIndex || failure.mentionsStringIndex
        case .function, .inoutParameter, .metatype, .int, .double, .bool, .string, .character, .void, .nominal, .parameter,
             .substring, .never, .unknown:
            return false
        }
    }
}

extension TypeChecker {
    /// `String(hora)` of a type of the program: no `String.init` takes it (that is
    /// `String(describing:)`), unless it is LosslessStringConvertible or a sequence of characters.
    func cannotBeText(_ type: SwiftType) -> Bool {
        guard case .nominal = type, let declared = nominal(type) else { return false }
        if membersAdded(to: "String").contains(where: { $0.name == "init" }) { return false }
        return !["LosslessStringConvertible", "Sequence", "Collection", "StringProtocol", "BinaryInteger"]
            .contains { conforms(declared, to: $0) }
    }
}
