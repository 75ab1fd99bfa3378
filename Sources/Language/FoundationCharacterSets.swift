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
