import Messages

/// Inline Markdown (code spans, `**bold**`, `*emphasis*`, `~~strike~~`, links, images, escapes,
/// `<br>`) turned into styled spans. Unmatched markers stay literal text, as CommonMark does.
public enum InlineMarkdown {
    /// `ticks`: keep backticks around code spans (plain output, where colour cannot mark them).
    public static func spans(_ text: String, base: TextStyle = .plain, ticks: Bool = false) -> [Span] {
        var parser = Parser(chars: Array(text), ticks: ticks)
        return merge(parser.parse(0..<parser.chars.count, style: base))
    }

    /// The text without markup: for titles shown in listings.
    public static func plainText(_ text: String) -> String {
        spans(text).map(\.text).joined()
    }

    /// Joins neighbours of one style, so later passes see fewer pieces.
    static func merge(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans where !span.text.isEmpty {
            if let last = result.last, last.style == span.style {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }

    struct Parser {
        let chars: [Character]
        let ticks: Bool

        mutating func parse(_ range: Range<Int>, style: TextStyle) -> [Span] {
            var spans: [Span] = []
            var literal = ""
            func flush() { if !literal.isEmpty { spans.append(Span(literal, style)); literal = "" } }
            var i = range.lowerBound
            while i < range.upperBound {
                let c = chars[i]
                if c == "\\", i + 1 < range.upperBound, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                    literal.append(chars[i + 1]); i += 2; continue
                }
                if c == "`", let (end, code) = codeSpan(at: i, limit: range.upperBound) {
                    flush()
                    var codeStyle = style; codeStyle.code = true
                    spans.append(Span(ticks ? "`\(code)`" : code, codeStyle))
                    i = end; continue
                }
                if c == "*" || c == "_" || c == "~", let (end, inner, innerRange) = delimited(at: i, limit: range.upperBound) {
                    flush()
                    var innerStyle = style
                    switch (c, inner) {
                    case ("~", _): innerStyle.strike = true
                    case (_, 1): innerStyle.italic = true
                    case (_, 2): innerStyle.bold = true
                    default: innerStyle.bold = true; innerStyle.italic = true
                    }
                    spans += parse(innerRange, style: innerStyle)
                    i = end; continue
                }
                if c == "[" || (c == "!" && i + 1 < range.upperBound && chars[i + 1] == "["),
                   let link = link(at: c == "!" ? i + 1 : i, limit: range.upperBound) {
                    flush()
                    if c == "!" {
                        spans.append(Span(Msg.Packs.image(String(chars[link.text])), .dimmed))
                    } else {
                        var linkStyle = style; linkStyle.underline = true
                        let label = parse(link.text, style: linkStyle)
                        spans += label
                        let shown = label.map(\.text).joined()
                        if !link.url.isEmpty, link.url != shown, !link.url.hasPrefix("#") {
                            spans.append(Span(" (\(link.url))", .dimmed))
                        }
                    }
                    i = link.end; continue
                }
                if c == "<", let end = htmlBreak(at: i, limit: range.upperBound) {
                    flush(); spans.append(Span("\n", style)); i = end; continue
                }
                if c == "<", let (end, url) = autolink(at: i, limit: range.upperBound) {
                    flush()
                    var linkStyle = style; linkStyle.underline = true
                    spans.append(Span(url, linkStyle)); i = end; continue
                }
                literal.append(c)
                i += 1
            }
            flush()
            return spans
        }

        /// A run of n backticks up to the next run of exactly n: (index after, content).
        func codeSpan(at start: Int, limit: Int) -> (Int, String)? {
            let n = run(of: "`", at: start, limit: limit)
            var j = start + n
            while j < limit {
                if chars[j] == "`" {
                    let m = run(of: "`", at: j, limit: limit)
                    if m == n {
                        var content = String(chars[(start + n)..<j]).replacingNewlines
                        if content.count > 1, content.hasPrefix(" "), content.hasSuffix(" ") {
                            content = String(content.dropFirst().dropLast())
                        }
                        return (j + n, content)
                    }
                    j += m
                } else {
                    j += 1
                }
            }
            return nil
        }

        /// `*x*`, `**x**`, `***x***`, `_x_`, `__x__`, `~~x~~`: (index after, run length, inner range).
        func delimited(at start: Int, limit: Int) -> (Int, Int, Range<Int>)? {
            let c = chars[start]
            let n = min(run(of: c, at: start, limit: limit), 3)
            if c == "~", n != 2 { return nil }
            let open = start + n
            guard open < limit, !chars[open].isWhitespace else { return nil }
            // `_` inside a word (snake_case) is not emphasis.
            if c == "_", start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber { return nil }
            var j = open
            while j < limit {
                if chars[j] == "`", let (end, _) = codeSpan(at: j, limit: limit) { j = end; continue }
                if chars[j] == "\\" { j += 2; continue }
                if chars[j] == c {
                    let m = run(of: c, at: j, limit: limit)
                    let after = j + m
                    // A run after a space opens a nested span (`*a **b** c*`): skip over it whole.
                    if chars[j - 1].isWhitespace {
                        if let (end, _, _) = delimited(at: j, limit: limit) { j = end } else { j += m }
                        continue
                    }
                    let closes = m >= n && !chars[j - 1].isWhitespace && j > open
                        && (c != "_" || after >= limit || !(chars[after].isLetter || chars[after].isNumber))
                    if closes { return (j + n, n, open..<j) }
                    j += m
                    continue
                }
                j += 1
            }
            return nil
        }

        /// `[text](url)` from the `[`: the text's range, the url and the index after.
        func link(at start: Int, limit: Int) -> (text: Range<Int>, url: String, end: Int)? {
            var depth = 0
            var j = start
            while j < limit {
                if chars[j] == "[" { depth += 1 }
                if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j + 1 < limit, chars[j + 1] == "(" else { return nil }
            guard let close = chars[(j + 2)..<limit].firstIndex(of: ")") else { return nil }
            var url = String(chars[(j + 2)..<close]).trimmingSpaces
            if let space = url.firstIndex(of: " ") { url = String(url[..<space]) }  // drop a "title"
            return (start + 1..<j, url, close + 1)
        }

        func htmlBreak(at start: Int, limit: Int) -> Int? {
            for form in ["<br>", "<br/>", "<br />"] where start + form.count <= limit {
                if String(chars[start..<(start + form.count)]).lowercased() == form { return start + form.count }
            }
            return nil
        }

        func autolink(at start: Int, limit: Int) -> (Int, String)? {
            guard let close = chars[start..<limit].firstIndex(of: ">") else { return nil }
            let inner = String(chars[(start + 1)..<close])
            guard inner.hasPrefix("http://") || inner.hasPrefix("https://") || inner.hasPrefix("mailto:"),
                  !inner.contains(" ") else { return nil }
            return (close + 1, inner)
        }

        func run(of c: Character, at start: Int, limit: Int) -> Int {
            var j = start
            while j < limit, chars[j] == c { j += 1 }
            return j - start
        }
    }
}

extension String {
    var replacingNewlines: String { String(map { $0.isNewline ? " " : $0 }) }
}
