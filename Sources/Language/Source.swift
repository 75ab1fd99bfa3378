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
        var end = start
        while end < utf8.count, utf8[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// File, line and column (1-based, in characters) of a byte offset, as the learner sees them.
    public func location(of offset: Int) -> SourceLocation {
        let index = lineIndex(of: min(max(offset, 0), utf8.count))
        let start = lineStarts[index]
        let prefix = String(decoding: utf8[start..<min(max(offset, start), utf8.count)], as: UTF8.self)
        let origin = index < origins.count ? origins[index] : (origins.last ?? LineOrigin(path: "", line: index + 1))
        return SourceLocation(path: origin.path, line: origin.line, column: prefix.count + 1,
                              lineText: lineText(index), caretColumn: prefix.count + 1)
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
