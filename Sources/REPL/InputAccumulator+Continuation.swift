/// How a file piped in goes on past a line that closes everything it opened: Swift reads a
/// statement across lines when a line ends in a binary operator or a comma, or when the next
/// one starts with one, with `{` (a brace on its own line), or with `where`, `else` or `catch`
/// (words no statement starts with). At a terminal each line is an entry, as it is typed.
extension InputAccumulator {
    /// Whether `following` belongs to the entry whose lines are `lines`.
    public static func continuesEntry(_ lines: [String], with following: String) -> Bool {
        if continuesChain(following) { return true }
        let body = following.drop { $0 == " " || $0 == "\t" }
        let indented = body.count < following.count
        // What goes on after an open end is indented, as in the file (a line at the start of the
        // line after `+ - + -` is a statement of its own, not more of a broken one).
        if indented, let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }), endsOpen(last) { return true }
        if body.hasPrefix("{") { return true }
        for word in ["where", "else", "catch"] where body.hasPrefix(word) {
            let after = body.dropFirst(word.count).first
            if after == nil || after == " " || after == "{" { return true }
        }
        // `    && b`, `    ? "sí"`, `    + iva`: an operator with a space after it is binary
        // (`-1` or `!listo` would start a statement of their own).
        guard indented, !body.hasPrefix("//"), !body.hasPrefix("/*") else { return false }
        let symbol = body.prefix { operatorCharacters.contains($0) }
        return !symbol.isEmpty && symbol != "." && body.dropFirst(symbol.count).first == " "
    }

    private static let operatorCharacters: Set<Character> = ["+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", "."]

    /// A line ending in a comma, or in an operator with a space before it (`total +`, `a &&`,
    /// `let x =`): the statement goes on in the next line. `Array<Int>`, `x!` or `*/` end it.
    private static func endsOpen(_ line: String) -> Bool {
        let code = withoutLineComment(line)
        let trimmed = code.reversed().drop { $0 == " " || $0 == "\t" }
        guard let lastCharacter = trimmed.first, !trimmed.starts(with: "/*") else { return false }
        if lastCharacter == "," { return true }
        let symbol = trimmed.prefix { operatorCharacters.contains($0) }
        guard !symbol.isEmpty, symbol.count < trimmed.count else { return false }
        let before = trimmed.dropFirst(symbol.count).first
        return before == " " || before == "\t"
    }

    /// `line` without a `//` comment outside string literals.
    private static func withoutLineComment(_ line: String) -> Substring {
        var inString = false
        var escaped = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return line[..<line.index(before: index)]
            }
            previous = character
        }
        return line[...]
    }
}
