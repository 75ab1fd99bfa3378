import Foundation

/// Reads the pieces of one flowchart statement: nodes with their shapes and edges with labels.
struct FlowScanner {
    let chars: [Character]
    var i = 0

    var atEnd: Bool { i >= chars.count }
    var current: Character? { i < chars.count ? chars[i] : nil }

    mutating func skipSpaces() { while let c = current, c == " " || c == "\t" { i += 1 } }

    mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        i += 1
        return true
    }

    func starts(_ text: String, at index: Int) -> Bool {
        let needle = Array(text)
        guard index + needle.count <= chars.count else { return false }
        return Array(chars[index..<(index + needle.count)]) == needle
    }

    /// `id`, `id[texto]`, `id(texto)`, `id((texto))`, `id{texto}`, `id([texto])`, `id>texto]`, …,
    /// with the text optionally quoted; `:::clase` after it is ignored.
    mutating func node() -> (id: String, label: String?)? {
        var id = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" || (c == "-" && !isEdgeStart(at: i)) || c == "." && !isEdgeStart(at: i) {
            id.append(c); i += 1
        }
        guard !id.isEmpty else { i = chars.count; return nil }  // not a node: give up on the statement
        var label: String?
        if let open = current, "[({>".contains(open) {
            var openers = ""
            while let c = current, "[({>/\\".contains(c) { openers.append(c); i += 1 }
            var closers = Set<Character>()
            for o in openers { closers.insert(["[": "]", "(": ")", "{": "}", ">": "]", "/": "/", "\\": "\\"][o]!) }
            skipSpaces()
            var text = ""
            if current == "\"" {
                i += 1
                while let c = current, c != "\"" { text.append(c); i += 1 }
                i += 1
            } else {
                while let c = current, !closers.contains(c) || (c == ")" && text.contains("(") && text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count) {
                    text.append(c); i += 1
                }
            }
            while let c = current, closers.contains(c) || c == "]" || c == ")" || c == "}" { i += 1 }
            label = Self.clean(text)
        }
        if starts(":::", at: i) {
            i += 3
            while let c = current, c != " " { i += 1 }
        }
        return (id, label)
    }

    func isEdgeStart(at index: Int) -> Bool {
        ["--", "-.", "==", "<-", "<=", "~~"].contains { starts($0, at: index) }
    }

    /// `-->`, `---`, `-.->`, `==>`, `--x`, `--o`, `<-->`, `~~~`, then an optional `|label|`;
    /// or `-- texto -->`, `-. texto .->`, `== texto ==>`.
    mutating func edge() -> (label: String, line: MermaidGraph.Edge.Line, arrow: Bool)? {
        guard isEdgeStart(at: i) else { return nil }
        let start = i
        if current == "<" { i += 1 }
        var body = ""
        while let c = current, "-=.~".contains(c) { body.append(c); i += 1 }
        var arrow = false
        if let c = current, c == ">" || ((c == "x" || c == "o") && (i + 1 >= chars.count || chars[i + 1] == " ")) {
            arrow = c == ">"; i += 1
        }
        var label = ""
        if !arrow, current == " ", body == "--" || body == "==" || body == "-." {
            // An inline label runs to the arrow that closes it.
            let closers = ["-->", "---", "==>", "===", ".->", "-.-", "--x", "--o"]
            var j = i
            while j < chars.count, !closers.contains(where: { starts($0, at: j) }) { j += 1 }
            guard j < chars.count else { i = start; return nil }
            label = String(chars[i..<j]).trimmingSpaces
            i = j
            while let c = current, "-=.".contains(c) { i += 1 }
            if let c = current, c == ">" || c == "x" || c == "o" { arrow = c == ">"; i += 1 }
        }
        skipSpaces()
        if current == "|" {
            i += 1
            var text = ""
            while let c = current, c != "|" { text.append(c); i += 1 }
            i += 1
            label = text
        }
        let line: MermaidGraph.Edge.Line = body.contains("=") ? .thick : body.contains(".") || body.contains("~") ? .dotted : .solid
        return (Self.clean(label), line, arrow)
    }

    /// Quotes and `<br>` out of a label: one line of plain text.
    static func clean(_ text: String) -> String {
        var result = text.trimmingSpaces
        if result.hasPrefix("\""), result.hasSuffix("\""), result.count >= 2 { result = String(result.dropFirst().dropLast()) }
        for form in ["<br/>", "<br />", "<br>"] { result = result.replacingOccurrences(of: form, with: " ") }
        result = InlineMarkdown.plainText(result.replacingOccurrences(of: "&quot;", with: "\"")).trimmingSpaces
        return decodeEntities(result)
    }

    /// Mermaid's entity codes (`#quot;`, `#124;`, `#35;`): the characters a label cannot hold as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("#") else { return text }
        let named = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">", "colon": ":"]
        var out = "", rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            out += rest[..<hash]
            let after = rest[rest.index(after: hash)...]
            if let semicolon = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semicolon) <= 6 {
                let code = String(after[..<semicolon])
                let decoded = named[code] ?? Int(code).flatMap(UnicodeScalar.init).map { String(Character($0)) }
                if let decoded {
                    out += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            out.append("#")
            rest = after
        }
        return out + rest
    }
}
