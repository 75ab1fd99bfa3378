import CEditLine
import Foundation
import Platform
import Synchronization

/// What one call to `LineEditor.read(prompt:)` produced.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C at the prompt: the line is dropped, the session goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
    /// The line's bytes are not valid UTF-8; it is skipped. `line` counts lines read so far,
    /// when the source knows it (piped input).
    case invalidEncoding(line: Int?)
}

/// Ctrl-C, seen by whoever is working when it arrives: the prompt or a long evaluation.
/// An atomic, not a plain global `var`: the handler runs on the thread it interrupts, and if that
/// thread was in the middle of reading a Swift global, the runtime's exclusivity check saw two
/// accesses at once and stopped the program («Fatal access conflict detected») — a Ctrl-C during
/// an exploration, which asks «stop?» at every state, could end the session.
private let interruptRequested = Atomic<Int32>(0)

public enum Interrupt {
    /// Installs the SIGINT handler once. Without SA_RESTART, a blocking `read` at the prompt
    /// returns, so Ctrl-C clears the line instead of killing the program.
    public static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptRequested.store(1, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A launcher may have left SIGINT blocked (the mask is inherited across exec).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// True once per Ctrl-C: reading the flag clears it.
    public static func consume() -> Bool {
        interruptRequested.exchange(0, ordering: .relaxed) != 0
    }

    public static var isPending: Bool { interruptRequested.load(ordering: .relaxed) != 0 }
}

/// Completion candidates for the word under the cursor, given the whole line so far.
public typealias Completer = (_ line: String, _ word: String) -> [String]

private var activeCompleter: Completer?
private var pendingMatches: [String] = []

/// The libedit line editor: prompt, history (persisted atomically), Tab completion.
/// Only one can be active per process, as libedit's readline API keeps global state.
public final class LineEditor {
    private var historyFile: URL?
    /// The history file exists but could not be read: it is left alone (never overwritten).
    public private(set) var historyUnreadable = false

    public init(historyFile: URL?, completer: @escaping Completer) {
        self.historyFile = historyFile
        UTF8Locale.ensure()
        activeCompleter = completer
        rl_readline_name = UnsafePointer(strdup("lesson"))
        using_history()
        stifle_history(Int32(Self.historyLimit))
        if let historyFile {
            if FileManager.default.fileExists(atPath: historyFile.path),
               FileManager.default.contents(atPath: historyFile.path) == nil {
                historyUnreadable = true
                self.historyFile = nil
            } else {
                for entry in Self.loadHistory(historyFile) { add(entry) }
            }
        }
        rl_attempted_completion_function = { text, _, _ in
            // Never fall back to libedit's file-name completion: only our sources answer.
            rl_attempted_completion_over = 1
            let word = text.map { String(cString: $0) } ?? ""
            let line = rl_line_buffer.map { String(cString: $0) } ?? ""
            pendingMatches = activeCompleter?(line, word) ?? []
            if pendingMatches.isEmpty { return nil }
            return rl_completion_matches(text) { _, state in
                if state == 0 { pendingMatchIndex = 0 }
                guard pendingMatchIndex < pendingMatches.count else { return nil }
                defer { pendingMatchIndex += 1 }
                return strdup(pendingMatches[pendingMatchIndex])
            }
        }
    }

    public func read(prompt: String) -> LineInput {
        _ = Interrupt.consume()
        guard let raw = readline(prompt) else {
            if Interrupt.consume() {
                fputs("\n", stdout)
                return .interrupted
            }
            return .endOfInput
        }
        defer { free(raw) }
        if Interrupt.consume() { return .interrupted }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                        count: strlen(raw))
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidEncoding(line: nil) }
        return .line(text)
    }

    public static let historyLimit = 1000
    /// The entries in memory, oldest first: what `saveHistory` writes.
    public private(set) var entries: [String] = []

    /// Adds a typed line (trailing blanks dropped; blank lines and repeats of the last entry skipped).
    public func addHistory(_ line: String) {
        var entry = line
        while let last = entry.last, last == " " || last == "\t" { entry.removeLast() }
        guard !entry.trimmingCharacters(in: .whitespaces).isEmpty, entry != entries.last else { return }
        add(entry)
    }

    private func add(_ entry: String) {
        add_history(entry)
        entries.append(entry)
        if entries.count > Self.historyLimit { entries.removeFirst(entries.count - Self.historyLimit) }
    }

    /// The history file is plain UTF-8, one entry per line, so people can read and edit it
    /// (libedit's own format escapes every non-ASCII byte). Lines of libedit's format are skipped.
    public static func loadHistory(_ file: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { $0 != "_HiStOrY_V2_" }
            .suffix(historyLimit)
    }

    /// Writes history to a temporary file beside the real one, flushes it to disk and renames it
    /// over, so a full disk or a crash never leaves a truncated history behind.
    @discardableResult
    public func saveHistory() -> Bool {
        guard let file = historyFile else { return false }
        return Self.writeAtomically(entries.map { $0 + "\n" }.joined(), to: file.path)
    }

    public static func writeAtomically(_ text: String, to path: String, mode: mode_t = 0o600) -> Bool {
        // Private to the learner by default, as a shell's history is; a missing folder is a
        // failure, not made. AtomicFile refuses to replace anything but a regular file.
        (try? AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path), permissions: mode,
                               creatingFolders: false)) != nil
    }
}

private var pendingMatchIndex = 0

/// libedit edits multi-byte characters (á, ñ) only under a UTF-8 locale.
public enum UTF8Locale {
    public static func ensure() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}

/// Whether standard input is an interactive terminal (then the libedit editor is used).
public func standardInputIsTerminal() -> Bool { isatty(0) == 1 }
public func standardOutputIsTerminal() -> Bool { isatty(1) == 1 }
