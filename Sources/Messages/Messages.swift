/// Every sentence a learner or an instructor reads, in one place, so the Spanish stays consistent.
/// Each area of the program adds its own extension in its own file (`Messages+REPL.swift`,
/// `Messages+CLI.swift`, `Messages+Packs.swift`, …), as a nested enum named after the area.
public enum Msg {
    public static let version = "0.1.0"

    /// A line broken at spaces so that no piece is wider than `width` terminal columns; the
    /// pieces after the first start with `indent`. A word longer than the width stays whole.
    public static func wrapWords(_ line: String, width: Int, indent: String = "  ") -> [String] {
        guard DisplayWidth.of(line) > width, width > DisplayWidth.of(indent) + 10 || indent.isEmpty else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width, !current.isEmpty, current != indent {
                lines.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// «; ¿quisiste decir «x»?» after a name that names nothing, or nothing without a suggestion.
    public static func suggestionSuffix(_ suggestion: String?) -> String {
        suggestion.map { "; ¿quisiste decir «\($0)»?" } ?? ""
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
