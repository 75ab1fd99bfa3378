import Messages

/// One lexical token of the subset, with enough about its surroundings for the parser to apply
/// Swift's whitespace rules: an operator is prefix, postfix or binary depending on whether it
/// touches what stands on its left and on its right, and a newline ends a statement.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case identifier
        /// A reserved word (`let`, `switch`, …); a backticked keyword is an `.identifier`.
        case keyword
        case integer
        case float
        case string
        /// Any run of operator characters: `+`, `==`, `??`, `...`, `=`, and the lone `?`/`!`.
        case oper
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        case comma, colon, semicolon, period, at, arrow
        /// `#`, `\` outside a string, `'`: characters the subset never uses; reported by the lexer.
        case unknown
        case endOfFile
    }

    var kind: Kind
    /// The spelling, without backticks for an escaped identifier.
    var text: String
    var span: Span
    /// Nothing that counts as whitespace stands just before it (Swift's "left-bound").
    var leftBound: Bool
    /// Nothing that counts as whitespace stands just after it (Swift's "right-bound").
    var rightBound: Bool
    /// A line break (or the start of the input) stands between this token and the previous one.
    var newlineBefore: Bool
    /// The value of an `.integer` token (nil when it does not fit an `Int`).
    var integerValue: Int? = nil
    /// The value of an `.integer` token above `Int.max` that fits a `UInt64`: swiftc accepts it
    /// where the context is `UInt64` or `UInt` (`let h: UInt64 = 14695981039346656037`).
    var wideIntegerValue: UInt64? = nil
    var floatValue: Double? = nil
    /// The pieces of a `.string` token.
    var stringParts: [StringPart] = []

    func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }
    func isOperator(_ spelling: String) -> Bool { kind == .oper && text == spelling }
    /// An identifier spelled `word` (contextual keywords such as `get`, `mutating`, `indirect`).
    func isContextual(_ word: String) -> Bool { kind == .identifier && text == word }

    /// How the token is named in a message: `')'`, `'foo'`, «el fin del archivo».
    var quoted: String {
        switch kind {
        // The end of an interpolation's tokens is its closing `)`, and is named so.
        case .endOfFile: return text.isEmpty ? Msg.Syntax.endOfFile : "'\(text)'"
        case .string: return Msg.Syntax.aString
        case .identifier, .keyword, .integer, .float, .oper, .unknown,
             .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
             .comma, .colon, .semicolon, .period, .at, .arrow:
            return "'\(text)'"
        }
    }
}

extension Array where Element == Token {
    /// Whether the tokens hold `import module` (`import Foundation`).
    func imports(_ module: String) -> Bool {
        indices.dropLast().contains { self[$0].isKeyword("import") && self[$0 + 1].text == module }
    }
}

/// A piece of a string literal: text with its escapes already resolved, or the byte range of the
/// expression inside `\( … )`, which the parser lexes and parses on its own.
enum StringPart: Sendable, Equatable {
    case text(String)
    case interpolation(start: Int, end: Int)
}

enum Keywords {
    /// Words that can never be plain identifiers (unless written between backticks).
    /// Contextual words (`get`, `set`, `didSet`, `mutating`, `indirect`, `final`, `await`, …) stay
    /// identifiers, as in Swift, so a learner may still name a variable `set` or `final`.
    static let reserved: Set<String> = [
        "let", "var", "func", "enum", "struct", "class", "extension", "protocol", "init", "deinit",
        "subscript", "typealias", "associatedtype", "operator", "import", "static", "inout",
        "case", "default", "switch", "if", "else", "guard", "for", "in", "while", "repeat",
        "return", "break", "continue", "fallthrough", "do", "catch", "throw", "throws", "rethrows",
        "defer", "where", "as", "is", "try", "self", "Self", "super", "true", "false", "nil", "Any",
    ]
}
