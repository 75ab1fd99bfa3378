import Foundation
import Language

/// A pack file, for pointing a `Diagnostic` at one of its lines with its text and a caret.
/// Locations come from `SourceFile`, the same type the interpreter uses, so a pack problem and a
/// Swift error in a lesson look alike. The `SourceFile` is built on the first diagnostic only:
/// a sound lesson (the usual case, at every start-up) never pays for it.
public final class SourceLines {
    let text: String
    private lazy var file = SourceFile(path: "", text: text)

    public init(_ text: String) { self.text = text }

    /// `path:line:column`; with `text`, the column is where that text first appears on the line
    /// (so the caret lands under the offending word), else `column` (1-based, in characters).
    public func location(path: String, line: Int, column: Int = 1, text needle: String? = nil) -> SourceLocation {
        guard line >= 1, line <= file.lineStarts.count else {
            var location = file.location(of: file.utf8.count)
            location.path = path
            location.line = max(line, 1)
            location.column = 1
            location.caretColumn = 1
            location.lineText = ""
            return location
        }
        let lineText = file.lineText(line - 1)
        var prefix = String(lineText.prefix(max(column - 1, 0)))
        if let needle, let range = lineText.range(of: needle) {
            prefix = String(lineText[..<range.lowerBound])
        }
        var location = file.location(of: file.lineStarts[line - 1] + prefix.utf8.count)
        location.path = path
        if location.lineText.hasSuffix("\r") { location.lineText.removeLast() }
        return location
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
