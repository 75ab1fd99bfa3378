/// Syntax colouring for Swift in lessons: a small tokenizer of its own (the real front end is for
/// the interpreter and must reject bad code; this one must colour anything, even a fragment).
public enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "associatedtype", "actor", "as", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "final", "for", "func", "get", "guard", "if", "import", "in", "indirect", "init", "inout", "internal",
        "is", "let", "mutating", "nil", "nonisolated", "open", "operator", "override", "private", "protocol",
        "public", "repeat", "rethrows", "return", "self", "Self", "set", "some", "any", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var",
        "weak", "where", "while", "willSet", "didSet", "lazy", "convenience", "required", "consuming",
        "borrowing", "sending",
    ]

    static let keywordStyle = TextStyle.colored(.magenta, bold: true)
    static let stringStyle = TextStyle.colored(.green)
    static let numberStyle = TextStyle.colored(.yellow)
    static let commentStyle: TextStyle = { var s = TextStyle.colored(.gray); s.italic = true; return s }()
    static let typeStyle = TextStyle.colored(.cyan)
    static let memberStyle = TextStyle.colored(.blue)
    static let attributeStyle = TextStyle.colored(.yellow)

    /// One styled line per line of `code`. Comments and strings may span lines.
    public static func highlight(_ code: String) -> [StyledLine] {
        let chars: [Character] = code.flatMap { $0 == "\t" ? Array("    ") : [$0] }
        var lines: [StyledLine] = [StyledLine()]
        func emit(_ text: String, _ style: TextStyle) {
            // Split at newlines so a block comment or multi-line string keeps its colour per line.
            let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append(StyledLine()) }
                if !part.isEmpty { lines[lines.count - 1].spans.append(Span(String(part), style)) }
            }
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "/", next == "/" {
                let end = chars[i...].firstIndex(of: "\n") ?? chars.count
                emit(String(chars[i..<end]), commentStyle); i = end; continue
            }
            if c == "/", next == "*" {
                let end = blockCommentEnd(chars, from: i)
                emit(String(chars[i..<end]), commentStyle); i = end; continue
            }
            if c == "\"" {
                let end = stringEnd(chars, from: i)
                emit(String(chars[i..<end]), stringStyle); i = end; continue
            }
            if c.isNumber, c.isASCII {
                var j = i
                while j < chars.count, chars[j].isHexDigit || chars[j] == "_" || chars[j] == "x" || chars[j] == "o" || chars[j] == "b"
                        || (chars[j] == "." && j + 1 < chars.count && chars[j + 1].isNumber) {
                    j += 1
                }
                emit(String(chars[i..<j]), numberStyle); i = j; continue
            }
            if c == "@" || c == "#", next?.isLetter == true {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                emit(String(chars[i..<j]), attributeStyle); i = j; continue
            }
            if c.isLetter || c == "_" || c == "`" {
                var j = i + 1
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || (c == "`" && chars[j] == "`") { j += 1 }
                let word = String(chars[i..<j])
                let previous = i > 0 ? chars[i - 1] : " "
                let previous2 = i > 1 ? chars[i - 2] : " "
                let style: TextStyle
                if previous == ".", !(previous2.isLetter || previous2.isNumber || previous2 == "_" || previous2 == ")" || previous2 == "]" || previous2 == "?" || previous2 == "!") {
                    style = memberStyle  // an implicit member: `.inactivo`, `.cargar(id:)`
                } else if previous != ".", keywords.contains(word) {
                    style = keywordStyle
                } else if word.first?.isUppercase == true {
                    style = typeStyle
                } else {
                    style = .plain
                }
                emit(word, style); i = j; continue
            }
            emit(String(c), .plain)
            i += 1
        }
        return lines.map { StyledLine(InlineMarkdown.merge($0.spans)) }
    }

    /// The index after a (nestable) block comment.
    static func blockCommentEnd(_ chars: [Character], from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < chars.count {
            if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" { depth += 1; i += 2; continue }
            if chars[i] == "*", i + 1 < chars.count, chars[i + 1] == "/" {
                depth -= 1; i += 2
                if depth == 0 { return i }
                continue
            }
            i += 1
        }
        return chars.count
    }

    /// The index after a string literal: `"…"` (ending at the line's end if unclosed) or `"""…"""`;
    /// interpolations `\(…)` may hold quotes of their own.
    static func stringEnd(_ chars: [Character], from start: Int) -> Int {
        let triple = start + 2 < chars.count && chars[start + 1] == "\"" && chars[start + 2] == "\""
        var i = start + (triple ? 3 : 1)
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                if chars[i + 1] == "(" {
                    var depth = 0
                    i += 1
                    while i < chars.count {
                        if chars[i] == "\"" { i = stringEnd(chars, from: i); continue }
                        if chars[i] == "(" { depth += 1 }
                        if chars[i] == ")" { depth -= 1; if depth == 0 { i += 1; break } }
                        if chars[i] == "\n", !triple { return i }
                        i += 1
                    }
                    continue
                }
                i += 2; continue
            }
            if c == "\n", !triple { return i }
            if c == "\"" {
                if !triple { return i + 1 }
                if i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" { return i + 3 }
            }
            i += 1
        }
        return chars.count
    }
}
