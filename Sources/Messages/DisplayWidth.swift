/// How many terminal columns text takes. Tables and wrapping measure with this, never with
/// `count`: «ñ» written as n + combining tilde is one column, an emoji is two, CJK is two.
public enum DisplayWidth {
    /// Columns of `text` on a terminal; colour escape sequences (`ESC [ … m`) take none.
    public static func of(_ text: String) -> Int {
        // Most lines are plain ASCII: counted by their bytes, without breaking them into
        // characters (which took most of an event's time once every line was measured).
        var ascii = 0
        for byte in text.utf8 {
            switch byte {
            case 0x20..<0x7F: ascii += 1
            case 0x09: ascii += 4
            case 0x1B, 0x80...: return measure(text)
            default: continue
            }
        }
        return ascii
    }

    private static func measure(_ text: String) -> Int {
        guard text.utf8.contains(0x1B) else {
            // Scalar by scalar while each is one column on its own (accents, arrows, box
            // drawing); only text with a combining mark, an emoji or a wide script is broken
            // into characters, which costs far more.
            var columns = 0
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x09: columns += 4
                case let value where isOneColumn(value): columns += 1
                default: return text.reduce(0) { $0 + of($1) }
                }
            }
            return columns
        }
        var total = 0
        forEachVisible(in: text) { total += of($0); return true }
        return total
    }

    /// The spaces a line starts with, past any colour escapes before them (`ESC[31m  - a: 1`).
    public static func leadingSpaces(of text: String) -> Int {
        var count = 0
        forEachVisible(in: text) { character in
            guard character == " " else { return false }
            count += 1
            return true
        }
        return count
    }

    /// Calls `body` with each character of `text` outside colour escapes, in order, until it
    /// answers false.
    private static func forEachVisible(in text: String, _ body: (Character) -> Bool) {
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true; continue }
            if inEscape {
                if character.isLetter { inEscape = false }
                continue
            }
            guard body(character) else { return }
        }
    }

    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Accented letters, «», arrows and the box drawing of transitions and tables are one
        // column: answered without Unicode property lookups, which took a quarter of each
        // piped event's time. (No scalar in these ranges is an emoji presented as one.)
        if scalars.count == 1, isOneColumn(first.value) { return 1 }
        if character == "\t" { return 4 }
        // An emoji: presented as one by default (⚡, 💡), asked to be one with U+FE0F (ℹ️, ⚠️),
        // a ZWJ sequence, a flag or a keycap. Treated as two columns, as terminals draw most of them.
        if first.properties.isEmojiPresentation
            || scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D })
            || (0x1F1E6...0x1F1FF).contains(first.value) {
            return 2
        }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isZeroWidth(first) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// A scalar that takes one column whatever follows it on its own: printable ASCII, Latin
    /// letters with their accents, «», dashes, arrows and box drawing. No scalar here is an emoji
    /// presented as one, a mark or a format character.
    static func isOneColumn(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC: return true
        default: return false
        }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth ranges (the blocks a lesson could plausibly contain).
    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    /// Pads `text` with spaces to `width` columns, placing it left, centred or right.
    public static func pad(_ text: String, to width: Int, alignment: TextAlignment = .left) -> String {
        let gap = max(width - of(text), 0)
        switch alignment {
        case .left: return text + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + text
        case .center:
            return String(repeating: " ", count: gap / 2) + text + String(repeating: " ", count: gap - gap / 2)
        }
    }
}

/// Where text sits in a wider column: a table cell, a list marker.
public enum TextAlignment: Sendable, Equatable { case left, center, right }
