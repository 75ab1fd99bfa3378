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
/// (`.whitespaces`, `CharacterSet.decimalDigits`), the characters of a text
/// (`CharacterSet(charactersIn: ",;")`), and what is written of them in place
/// (`.letters.inverted`, `CharacterSet.punctuationCharacters.union(.whitespaces)`).
public indirect enum WrittenCharacterSet {
    case named(CharacterSet)
    case characters(of: Expr)
    case inverted(WrittenCharacterSet)
    case combined(WrittenCharacterSet, CharacterSetOperation, WrittenCharacterSet)

    public init?(_ e: Expr) {
        if case .implicitMember(let name) = e.kind, let set = FoundationCharacterSets.byName[name] {
            self = .named(set)
        } else if case .member(let base, let name) = e.kind, case .identifier("CharacterSet") = base.kind,
                  let set = FoundationCharacterSets.byName[name] {
            self = .named(set)
        } else if case .member(let base, "inverted") = e.kind, let set = WrittenCharacterSet(base) {
            self = .inverted(set)
        } else if case .call(let callee, let arguments) = e.kind, case .identifier("CharacterSet") = callee.kind,
                  arguments.count == 1, arguments[0].label == "charactersIn" {
            self = .characters(of: arguments[0].value)
        } else if case .call(let callee, let arguments) = e.kind, case .member(let base, let name) = callee.kind,
                  let operation = CharacterSetOperation(rawValue: name), arguments.count == 1, arguments[0].label == nil,
                  let left = WrittenCharacterSet(base), let right = WrittenCharacterSet(arguments[0].value) {
            self = .combined(left, operation, right)
        } else {
            return nil
        }
    }
}

/// What two character sets written in place make together.
public enum CharacterSetOperation: String, Sendable {
    case union, intersection, subtracting, symmetricDifference

    public func apply(_ left: CharacterSet, _ right: CharacterSet) -> CharacterSet {
        switch self {
        case .union: return left.union(right)
        case .intersection: return left.intersection(right)
        case .subtracting: return left.subtracting(right)
        case .symmetricDifference: return left.symmetricDifference(right)
        }
    }
}
