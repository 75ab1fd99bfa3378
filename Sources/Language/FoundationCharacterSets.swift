import Foundation

/// Foundation's character sets that a learner names (`.whitespaces`, `.punctuationCharacters`),
/// as `trimmingCharacters(in:)` and `components(separatedBy:)` take them: the checker accepts
/// these names, and the run time asks Foundation itself, so that what is trimmed is exactly
/// what the compiled program trims.
public enum FoundationCharacterSets {
    public static let byName: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
        "lowercaseLetters": .lowercaseLetters, "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics,
        "symbols": .symbols, "controlCharacters": .controlCharacters, "capitalizedLetters": .capitalizedLetters,
    ]
}

/// How a program writes one of the character sets lesson runs: a Foundation set by its name
/// (`.whitespaces`, `CharacterSet.decimalDigits`), or the characters of a text
/// (`CharacterSet(charactersIn: ",;")`).
public enum WrittenCharacterSet {
    case named(CharacterSet)
    case characters(of: Expr)

    public init?(_ e: Expr) {
        if case .implicitMember(let name) = e.kind, let set = FoundationCharacterSets.byName[name] {
            self = .named(set)
        } else if case .member(let base, let name) = e.kind, case .identifier("CharacterSet") = base.kind,
                  let set = FoundationCharacterSets.byName[name] {
            self = .named(set)
        } else if case .call(let callee, let arguments) = e.kind, case .identifier("CharacterSet") = callee.kind,
                  arguments.count == 1, arguments[0].label == "charactersIn" {
            self = .characters(of: arguments[0].value)
        } else {
            return nil
        }
    }
}
