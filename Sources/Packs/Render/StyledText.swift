import Messages

/// Text with terminal styling, kept as data until the last moment: wrapping and table layout
/// measure the characters, and only `ansi(color:)` decides whether escape codes are written.
public struct TextStyle: Hashable, Sendable {
    public enum Color: Int, Sendable { case red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36, gray = 90 }

    public var bold = false
    public var italic = false
    public var underline = false
    public var dim = false
    public var strike = false
    public var color: Color?
    /// Inline code: shown in colour, or between backticks in plain text.
    public var code = false

    public init() {}

    public static let plain = TextStyle()
    public static func colored(_ color: Color, bold: Bool = false) -> TextStyle {
        var style = TextStyle(); style.color = color; style.bold = bold; return style
    }
    public static var dimmed: TextStyle { var style = TextStyle(); style.dim = true; return style }

    var sgr: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if strike { codes.append("9") }
        if let color { codes.append(String(color.rawValue)) } else if code { codes.append("36") }
        return codes.joined(separator: ";")
    }
}

public struct Span: Hashable, Sendable {
    public var text: String
    public var style: TextStyle
    public init(_ text: String, _ style: TextStyle = .plain) { self.text = text; self.style = style }
}

/// One terminal line of styled spans.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, _ style: TextStyle = .plain) { self.spans = [Span(text, style)] }
    public init(stringLiteral value: String) { self.spans = [Span(value)] }

    public var text: String { spans.map(\.text).joined() }
    public var width: Int { DisplayWidth.of(text) }

    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine { StyledLine(lhs.spans + rhs.spans) }

    /// The line as the terminal gets it: escape codes around styled spans when `color` is on.
    public func ansi(color: Bool) -> String {
        var out = ""
        for span in spans where !span.text.isEmpty {
            let sgr = span.style.sgr
            if color, !sgr.isEmpty {
                out += "\u{1B}[\(sgr)m\(span.text)\u{1B}[0m"
            } else {
                out += span.text
            }
        }
        // Trailing spaces (from padding) are invisible and make piped text awkward to diff.
        while out.hasSuffix(" ") { out.removeLast() }
        return out
    }
}

extension StyledLine {
    /// Pads with spaces to `width` columns.
    func padded(to width: Int, alignment: TableAlignment = .left) -> StyledLine {
        let gap = max(width - self.width, 0)
        let left = alignment == .right ? gap : alignment == .center ? gap / 2 : 0
        return StyledLine(String(repeating: " ", count: left)) + self + StyledLine(String(repeating: " ", count: gap - left))
    }
}
