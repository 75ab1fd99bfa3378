import Foundation
import LineEditor
import Messages
import Platform


/// Where the REPL's lines come from: the libedit editor on a terminal, plain reading otherwise.
public protocol LineSource: AnyObject {
    func read(prompt: String) -> LineInput
    /// A line the user typed, for the history (ignored by sources without one).
    func record(_ line: String)
    /// The session is over: persist what needs persisting.
    func finish()
}

extension LineSource {
    public func record(_ line: String) {}
    public func finish() {}
}

/// Lines from a file descriptor (standard input when it is not a terminal), read as raw bytes:
/// no prompt is printed, lines of any length are fine, `\r\n` is accepted, and a line that is not
/// valid UTF-8 is reported and skipped instead of being repaired behind the learner's back.
public final class PlainLineReader: LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline resumes, so very long lines are scanned once.
    private var scanned = 0
    private var atEnd = false
    public private(set) var lineNumber = 0

    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    public func read(prompt: String) -> LineInput {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = takeLine(upTo: newline, skipping: 1)
                return decode(line)
            }
            scanned = buffer.count
            if atEnd {
                guard start < buffer.count else { return .endOfInput }
                return decode(takeLine(upTo: buffer.count, skipping: 0))
            }
            fill()
        }
    }

    private func takeLine(upTo end: Int, skipping separator: Int) -> ArraySlice<UInt8> {
        var line = buffer[start..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let copy = ArraySlice(Array(line))
        start = end + separator
        // Drop consumed bytes once they dominate the buffer.
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        scanned = start
        lineNumber += 1
        return copy
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> LineInput {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .invalidEncoding(line: lineNumber)
        }
        return .line(text)
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count < 0 && errno == EINTR {
                _ = Interrupt.consume()  // Ctrl-C while waiting for piped input: keep reading
                continue
            }
            atEnd = true  // end of file, or a closed/unreadable descriptor
            return
        }
    }
}

/// A fixed list of lines, for in-process tests.
public final class ScriptedLineSource: LineSource {
    private var lines: [LineInput]
    public private(set) var prompts: [String] = []
    public private(set) var recorded: [String] = []

    public init(_ lines: [String]) { self.lines = lines.map { .line($0) } }
    public init(inputs: [LineInput]) { self.lines = inputs }

    public func read(prompt: String) -> LineInput {
        prompts.append(prompt)
        return lines.isEmpty ? .endOfInput : lines.removeFirst()
    }
    public func record(_ line: String) { recorded.append(line) }
}

/// The libedit editor, with its history kept in a file under `LESSON_HOME` (if usable).
public final class EditorLineSource: LineSource {
    private let editor: LineEditor
    private let historyFile: URL?
    private let output: OutputSink
    private var warned = false

    public init(historyFile: URL?, output: OutputSink, completer: @escaping Completer) {
        self.historyFile = historyFile
        self.output = output
        self.editor = LineEditor(historyFile: historyFile, completer: completer)
        if editor.historyUnreadable, let historyFile {
            warned = true
            output.writeError(Msg.REPL.historyUnreadable(path: historyFile.path) + "\n")
        }
    }

    public func read(prompt: String) -> LineInput { editor.read(prompt: prompt) }

    /// Every line goes to the history as typed, and the file is rewritten (atomically) at once,
    /// so a killed terminal loses nothing.
    public func record(_ line: String) {
        editor.addHistory(line)
        save()
    }

    public func finish() { save() }

    private func save() {
        guard let historyFile, !warned else { return }
        if !editor.saveHistory() {
            warned = true
            output.writeError(Msg.REPL.historyNotSaved(path: historyFile.path) + "\n")
        }
    }
}
