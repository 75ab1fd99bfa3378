import Messages

/// A piece of Swift to read: a plain `.swift` file, or the joined blocks of a lesson's model,
/// whose lines keep their place in the `.md` file they came from.
public struct SourceFile: Sendable {
    /// Where one line of `text` came from.
    public struct LineOrigin: Sendable, Equatable {
        public var path: String
        public var line: Int
        public init(path: String, line: Int) { self.path = path; self.line = line }
    }

    public let text: String
    public let utf8: [UInt8]
    /// Origin of each line of `text`, by zero-based line index.
    public let origins: [LineOrigin]
    /// Byte offset where each line of `text` starts.
    public let lineStarts: [Int]

    /// A whole file: line N of the text is line N of `path`.
    public init(path: String, text: String) {
        let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        self.init(text: text, origins: (0..<lineCount).map { LineOrigin(path: path, line: $0 + 1) })
    }

    /// Blocks joined in order, each remembering the file and line where its first line stands.
    public init(blocks: [(path: String, firstLine: Int, text: String)]) {
        var text = ""
        var origins: [LineOrigin] = []
        for block in blocks {
            var body = block.text
            if !body.hasSuffix("\n") { body += "\n" }
            text += body
            let count = body.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            origins += (0..<count).map { LineOrigin(path: block.path, line: block.firstLine + $0) }
        }
        origins.append(origins.last.map { LineOrigin(path: $0.path, line: $0.line + 1) }
                       ?? LineOrigin(path: blocks.first?.path ?? "", line: 1))
        self.init(text: text, origins: origins)
    }

    /// This file with `text` after its last line, whose lines come from `path` (a prelude the
    /// front end adds): the file's own lines keep their places.
    public func appending(path: String, text more: String) -> SourceFile {
        func lines(_ text: String) -> Int { text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
        let head = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        let body = more.hasSuffix("\n") ? more : more + "\n"
        let own = (0..<lines(head)).map { $0 < origins.count ? origins[$0] : LineOrigin(path: origins.last?.path ?? "", line: $0 + 1) }
        let added = (0...lines(body)).map { LineOrigin(path: path, line: $0 + 1) }
        return SourceFile(text: head + body, origins: own + added)
    }

    private init(text: String, origins: [LineOrigin]) {
        self.text = text
        self.utf8 = Array(text.utf8)
        self.origins = origins
        var starts = [0]
        for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// Whether `other` is a copy of this very file (not merely one with the same text): every
    /// file made by an initializer gets line origins of its own (never empty, so never the
    /// shared empty storage), so comparing that storage is enough, and costs no string comparison.
    public func isSameFile(as other: SourceFile) -> Bool {
        origins.withUnsafeBufferPointer { mine in
            other.origins.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }

    /// The line index (zero-based) holding a byte offset.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The text of a line, without its newline.
    public func lineText(_ index: Int) -> String {
        guard index < lineStarts.count else { return "" }
        let start = lineStarts[index]
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : utf8.count
        return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
    }

    /// Where `token` is first written inside `range` of the text: an operator between its
    /// operands, which the tree does not keep.
    public func offset(of token: String, in range: Range<Int>) -> Int? {
        let bytes = Array(token.utf8)
        guard !bytes.isEmpty, range.lowerBound >= 0, range.upperBound <= utf8.count,
              range.count >= bytes.count else { return nil }
        for start in range.lowerBound...(range.upperBound - bytes.count)
        where utf8[start] == bytes[0] && utf8[start..<start + bytes.count].elementsEqual(bytes) {
            return start
        }
        return nil
    }

    /// File, line and column of a byte offset. The column counts UTF-8 bytes from the line's
    /// start, as swiftc's does (`let año = 1.5 + "x"` puts the error at 17, not 16), so that
    /// lesson and the compiler name the same place; the caret under the shown line counts
    /// characters, since that is where the learner's eye is.
    public func location(of offset: Int) -> SourceLocation {
        let index = lineIndex(of: min(max(offset, 0), utf8.count))
        let start = lineStarts[index]
        let end = min(max(offset, start), utf8.count)
        let prefix = String(decoding: utf8[start..<end], as: UTF8.self)
        let origin = index < origins.count ? origins[index] : (origins.last ?? LineOrigin(path: "", line: index + 1))
        let (shown, caret) = Self.window(lineText(index), column: prefix.count + 1)
        return SourceLocation(path: origin.path, line: origin.line, column: end - start + 1,
                              lineText: shown, caretColumn: caret)
    }

    /// Characters of a line a diagnostic shows: a line wider than the terminal (80 columns, less
    /// the indent) is cut to a window around the caret, marked with «…» where it was cut.
    static let shownLineWidth = 76

    static func window(_ line: String, column: Int) -> (text: String, caret: Int) {
        guard line.utf8.count > shownLineWidth else { return (line, column) }
        let count = line.count
        guard count > shownLineWidth else { return (line, column) }
        let width = shownLineWidth - 2
        let from = max(0, min(column - 1 - width / 2, count - width))
        let to = min(count, from + width)
        let lower = line.index(line.startIndex, offsetBy: from), upper = line.index(lower, offsetBy: to - from)
        let text = (from > 0 ? "…" : "") + String(line[lower..<upper]) + (to < count ? "…" : "")
        return (text, column - from + (from > 0 ? 1 : 0))
    }
}

/// A position as shown to people: `archivo:línea:columna`.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var lineText: String
    public var caretColumn: Int

    public var description: String { "\(path):\(line):\(column)" }
    /// `archivo:línea`, for naming an arm or a declaration.
    public var shortDescription: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }
}

extension Diagnostic {
    /// Errors shown for one entry or file: enough to fix it, never a flood.
    public static let limit = 20

    /// Problems in source order, one per position (the first reported wins), at most `limit`,
    /// then one line saying how many more there were.
    static func bounded(_ problems: [Problem], in source: SourceFile) -> [Diagnostic] {
        bounded(problems.map { (offset: $0.offset, message: $0.message) }, in: source)
    }

    public static func bounded(_ problems: [(offset: Int, message: String)], in source: SourceFile) -> [Diagnostic] {
        var seen = Set<Int>()
        let ordered = problems.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element).filter { seen.insert($0.offset).inserted }
        var result = ordered.prefix(limit).map { Diagnostic($0.message, at: source.location(of: $0.offset)) }
        if ordered.count > limit { result.append(Diagnostic(Msg.Syntax.moreErrors)) }
        return result
    }
}

/// An error about a piece of source: data, never thrown past the stage that found it.
public struct Diagnostic: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation?
    public var notes: [String]

    public init(_ message: String, at location: SourceLocation? = nil, notes: [String] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// Two checks' findings in source order, one per position.
    public static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return (first + second).sorted {
            ($0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
                < ($1.location?.path ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
        }.filter { seen.insert("\($0.location?.description ?? "")").inserted }
    }

    /// `archivo:línea:columna: error: …`, then the line and a caret under the column.
    public var rendered: String {
        guard let location else {
            return (["error: \(message)"] + notes.map { "  nota: \($0)" }).joined(separator: "\n")
        }
        var lines = ["\(location): error: \(message)"]
        lines.append("    " + location.lineText)
        lines.append("    " + String(repeating: " ", count: max(location.caretColumn - 1, 0)) + "^")
        lines += notes.map { "  nota: \($0)" }
        return lines.joined(separator: "\n")
    }
}
