/// Every sentence a learner or an instructor reads, in one place, so the Spanish stays consistent.
/// Each area of the program adds its own extension in its own file (`Messages+REPL.swift`,
/// `Messages+CLI.swift`, `Messages+Packs.swift`, …), as a nested enum named after the area.
public enum Msg {
    public static let version = "0.1.0"

    /// A line broken at spaces so that no piece is wider than `width` terminal columns; the
    /// pieces after the first start with `indent`. The spaces where a line breaks are dropped;
    /// a label (a word ending in «:») goes down with the word after it; a word wider than the
    /// room a line has stays where it is (breaking before it would not make it fit). Colour
    /// escapes take no columns. Linear in the line's length, however long.
    public static func wrapWords(_ line: String, width: Int, indent: String = "  ") -> [String] {
        let indentWidth = DisplayWidth.of(indent)
        guard DisplayWidth.of(line) > width, width > indentWidth + 10 || indent.isEmpty else { return [line] }
        // Words with the spaces written before each; the line's own indent belongs to its first word.
        var words: [(gap: Substring, word: Substring, width: Int)] = []
        var rest = Substring(line)
        let leading = rest.prefix { $0 == " " }
        rest = rest.dropFirst(leading.count)
        while !rest.isEmpty {
            let gap = rest.prefix { $0 == " " }
            rest = rest.dropFirst(gap.count)
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            words.append((words.isEmpty ? leading + gap : gap, word, DisplayWidth.of(String(word))))
        }
        var lines: [String] = []
        var current = "", currentWidth = 0, wordsOnLine = 0
        // Where the line's last word starts (in UTF-8 bytes), and that word: a label goes down with its value.
        var beforeLast = 0, last: (word: Substring, width: Int) = ("", 0)
        for (gap, word, wordWidth) in words {
            guard !word.isEmpty else { current += gap; currentWidth += gap.count; continue }
            let fits = currentWidth + gap.count + wordWidth <= width
            if wordsOnLine > 0, !fits, indentWidth + wordWidth <= width {
                if last.word.hasSuffix(":"), wordsOnLine >= 2, indentWidth + last.width + gap.count + wordWidth <= width {
                    lines.append(String(decoding: current.utf8.prefix(beforeLast), as: UTF8.self))
                    current = indent + last.word
                    beforeLast = current.utf8.count
                    current += gap + word
                    currentWidth = indentWidth + last.width + gap.count + wordWidth
                    wordsOnLine = 2
                } else {
                    lines.append(current)
                    current = indent
                    beforeLast = current.utf8.count
                    current += word
                    currentWidth = indentWidth + wordWidth
                    wordsOnLine = 1
                }
            } else {
                beforeLast = current.utf8.count
                current += gap + word
                currentWidth += gap.count + wordWidth
                wordsOnLine += 1
            }
            last = (word, wordWidth)
        }
        lines.append(current)
        return lines
    }

    /// `wrapWords` with the continuation at column `hanging`, where a listing's text starts, or
    /// four columns in when that column leaves less than half the width.
    public static func wrapWords(_ line: String, width: Int, hanging: Int) -> [String] {
        wrapWords(line, width: width, indent: String(repeating: " ", count: hangingColumn(hanging, width: width) ?? 4))
    }

    /// Where a wrapped line goes on: under its text at `column` when the text starts in the left
    /// half of `width`; nil when hanging there would leave the text too narrow a column.
    public static func hangingColumn(_ column: Int, width: Int) -> Int? { column <= width / 2 ? column : nil }

    /// «; ¿quisiste decir «x»?» after a name that names nothing, or nothing without a suggestion.
    public static func suggestionSuffix(_ suggestion: String?) -> String {
        suggestion.map { "; ¿quisiste decir «\($0)»?" } ?? ""
    }

    /// `a`, `a y b`, `a, b y c`.
    public static func andList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " y " + items[items.count - 1]
    }

    /// Shortens very long user input before echoing it in a message.
    public static func echo(_ text: String, limit: Int = 80) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}

/// ANSI styling that honours `NO_COLOR` and plain (non-terminal) output.
/// Everyone who prints styled text builds one `Style` and passes it along; no global state.
public struct Style: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    /// Colour only when writing to a terminal and `NO_COLOR` is unset or empty (no-color.org).
    public static func detect(environment: [String: String], outputIsTerminal: Bool) -> Style {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Style(enabled: outputIsTerminal && !noColor && environment["TERM"] != "dumb")
    }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func blue(_ s: String) -> String { wrap(s, "34") }
    public func magenta(_ s: String) -> String { wrap(s, "35") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }

    private func wrap(_ s: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }
}
