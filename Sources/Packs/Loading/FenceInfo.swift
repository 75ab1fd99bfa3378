/// The info string of a fence, read as a language and attributes:
/// ```` ```swift modelo=perfil oculto inicial=".cargando(id: 1)" legitimo=esLegitimo maquina=siguiente ````.
public struct FenceInfo: Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        /// `inicial=` with nothing after the `=`.
        case missingValue(key: String)
        /// A value opened with a quote that never closes.
        case unclosedQuote(key: String)
        /// A name that is not an attribute of model blocks (a typo such as `incial=`).
        case unknownAttribute(String)
        /// `oculto=sí`: a flag takes no value.
        case flagWithValue(String)
        /// The same attribute twice in one info string.
        case repeated(String)
    }

    public var language: String
    public var model: String?
    public var hidden: Bool
    public var initial: String?
    public var legitimate: String?
    /// `maquina=FUNC`, and the attribute's name as written (to point at it).
    public var machine: String?
    public var machineKey = "maquina"
    public var problems: [Problem]

    /// English spellings are accepted beside the Spanish ones, and accents are optional, because
    /// an instructor should not have to remember which one the program wants.
    static let keys: [String: String] = [
        "modelo": "modelo", "model": "modelo",
        "oculto": "oculto", "hidden": "oculto",
        "inicial": "inicial", "initial": "inicial",
        "legitimo": "legitimo", "legítimo": "legitimo", "legitimate": "legitimo",
        "maquina": "maquina", "máquina": "maquina", "machine": "maquina",
    ]

    public static func parse(_ info: String) -> FenceInfo {
        var result = FenceInfo(language: "", model: nil, hidden: false, initial: nil, legitimate: nil, machine: nil,
                               problems: [])
        var tokens = tokenize(info)
        guard !tokens.isEmpty else { return result }
        if tokens[0].value == nil, !tokens[0].key.contains("=") {
            result.language = tokens.removeFirst().key.lowercased()
        }
        var seen: Set<String> = []
        for token in tokens {
            if token.unclosed { result.problems.append(.unclosedQuote(key: token.key)) }
            guard let key = keys[token.key.lowercased()] else {
                result.problems.append(.unknownAttribute(token.key))
                continue
            }
            if !seen.insert(key).inserted { result.problems.append(.repeated(token.key)); continue }
            if key == "oculto" {
                if token.value != nil { result.problems.append(.flagWithValue(token.key)) }
                result.hidden = true
                continue
            }
            guard let value = token.value?.trimmingSpaces, !value.isEmpty else {
                if !token.unclosed { result.problems.append(.missingValue(key: token.key)) }
                continue
            }
            switch key {
            case "modelo": result.model = value
            case "inicial": result.initial = value
            case "maquina": result.machine = value; result.machineKey = token.key
            default: result.legitimate = value
            }
        }
        return result
    }

    struct Token { var key: String; var value: String?; var unclosed = false }

    /// Splits on spaces, keeping `key="quoted value"` whole. An unquoted value also runs on past
    /// spaces while its brackets are open, so `inicial=.cargando(id: 1)` works without quotes.
    static func tokenize(_ info: String) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(info)
        var i = 0
        while i < chars.count {
            while i < chars.count, chars[i].isWhitespace { i += 1 }
            guard i < chars.count else { break }
            var key = ""
            while i < chars.count, !chars[i].isWhitespace, chars[i] != "=" { key.append(chars[i]); i += 1 }
            guard i < chars.count, chars[i] == "=" else { tokens.append(Token(key: key)); continue }
            i += 1  // the `=`
            if i < chars.count, chars[i] == "\"" || chars[i] == "'" || chars[i] == "“" || chars[i] == "«" {
                let close: Character = chars[i] == "“" ? "”" : chars[i] == "«" ? "»" : chars[i]
                i += 1
                var value = ""
                while i < chars.count, chars[i] != close {
                    if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == close { i += 1 }
                    value.append(chars[i]); i += 1
                }
                let unclosed = i >= chars.count
                i += 1
                tokens.append(Token(key: key, value: value, unclosed: unclosed))
                continue
            }
            var value = ""
            var depth = 0
            var inString = false
            while i < chars.count, inString || depth > 0 || !chars[i].isWhitespace {
                let c = chars[i]
                if c == "\"" { inString.toggle() }
                if !inString {
                    if "([{".contains(c) { depth += 1 }
                    if ")]}".contains(c) { depth = max(depth - 1, 0) }
                }
                value.append(c); i += 1
            }
            tokens.append(Token(key: key, value: value))
        }
        return tokens
    }
}
