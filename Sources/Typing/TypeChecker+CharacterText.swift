import Language
import Messages

/// A `Character` beside text in a `+`: there is no `+` of characters, so swiftc keeps the `+`
/// of two `String`s and blames the `Character` operand (`c + "b"`, `texto + c`).
extension TypeChecker {
    /// Reports the `Character` operand of `left + right` when the other is a `String` or a
    /// string literal; both sides non-literal characters are left to the operator's message.
    func blameCharacterBesideText(_ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) -> Bool {
        for (operand, type, other, otherType) in [(left, l, right, r), (right, r, left, l)]
        where type == .character && !operand.isStringLiteral && (otherType == .string || other.isStringLiteral) {
            report(Msg.Typing.cannotConvert(type.spelling, SwiftType.string.spelling, place: .argument), at: anchor(of: operand))
            return true
        }
        return false
    }
}

extension Expr {
    var isStringLiteral: Bool {
        if case .stringLiteral = kind { return true }
        return false
    }
}

extension TypeChecker {
    /// `texto += c`, `nombres += "Ana"`, `letras += "abc"`: what swiftc makes of text beside a
    /// `+=`. A `String` grows by text only (the `Character` is blamed); an array grows by a
    /// sequence, and text is a sequence of characters, so it fits `[Character]` only and
    /// elsewhere the operator is blamed for the elements that differ.
    func appendsSequence(_ op: String, _ l: SwiftType, _ r: SwiftType, _ target: Expr, _ value: inout Expr) -> Bool {
        if l.isText, r == .character {
            report(Msg.Typing.cannotConvert(r.spelling, l.spelling, place: .argument), at: anchor(of: value))
            return true
        }
        guard r.isText || (value.isStringLiteral && r == .character), case .array(let element) = Library.likeItsBase(l) else { return false }
        if element == .character {
            // The interpreter appends arrays: the text goes as the array of its characters.
            value = Expr(.call(Expr(.identifier("Array"), span: value.span), [Argument(label: nil, value: value)]), span: value.span)
            return true
        }
        report(Msg.Typing.sequenceElementsDiffer(op, element.spelling, SwiftType.character.spelling),
               at: operatorOffset(op, between: target, value) ?? target.span.start)
        return true
    }
}

extension TypeChecker {
    /// `xs + 5`, `5 + xs` for an `[Int]`: a number is no sequence, and swiftc keeps the `+` of
    /// two arrays and blames the number (a number of another type names the operator instead).
    func blameElementBesideArray(_ l: SwiftType, _ r: SwiftType, _ left: Expr, _ right: Expr) -> Bool {
        for (operand, type, otherType) in [(right, r, l), (left, l, r)] {
            guard case .array(let element) = otherType, type.isNumeric, element == type else { continue }
            report(Msg.Typing.cannotConvert(type.spelling, otherType.spelling, place: .argument), at: anchor(of: operand))
            return true
        }
        return false
    }
}
