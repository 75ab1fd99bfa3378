import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal side of showing a lesson: whether to colour, how wide to wrap, and the pager.
/// Everything decided here is passed to the pure renderer as plain values.
public struct TerminalOutput: Sendable {
    public var isTerminal: Bool
    public var color: Bool
    public var width: Int
    public var height: Int

    /// Colour only on a terminal without `NO_COLOR` (no-color.org) and not `TERM=dumb`; width from
    /// the terminal, else `COLUMNS`, else 80. Text is wrapped at no more than 100 columns, since
    /// longer lines are hard to read even on a wide terminal.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment,
                              descriptor: Int32 = STDOUT_FILENO) -> TerminalOutput {
        let isTerminal = isatty(descriptor) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var size = winsize()
        let hasSize = isTerminal && ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
        let columns = hasSize ? Int(size.ws_col) : (environment["COLUMNS"].flatMap(Int.init) ?? 80)
        let rows = hasSize ? Int(size.ws_row) : (environment["LINES"].flatMap(Int.init) ?? 24)
        return TerminalOutput(isTerminal: isTerminal,
                              color: isTerminal && !noColor && environment["TERM"] != "dumb",
                              width: min(max(columns, 20), 100), height: max(rows, 5))
    }

    public init(isTerminal: Bool, color: Bool, width: Int, height: Int) {
        self.isTerminal = isTerminal
        self.color = color
        self.width = width
        self.height = height
    }

    /// Shows `text`: through `$PAGER` (default `less -R`) when it is longer than the screen and
    /// both standard input and output are a terminal, else by `write` (the caller's output, so
    /// tests that capture output get the text). `PAGER=cat` or an empty `PAGER` turns paging off;
    /// a pager that cannot start falls back to `write`.
    public func show(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                     write: (String) -> Void) {
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let pager = (environment["PAGER"] ?? "less -R").trimmingSpaces
        guard isTerminal, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, lines > height - 1,
              !pager.isEmpty, pager != "cat" else {
            write(text)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", pager]
        var pagerEnvironment = environment
        // `less` must pass colour through; an instructor's own LESS options are kept.
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "R" }
        process.environment = pagerEnvironment
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            write(text)
            return
        }
        // The pager may quit before reading everything (`q`): a broken pipe is not an error.
        // Ctrl-C belongs to the pager while it runs; this process must not die under it.
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        try? pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        signal(SIGINT, previousInterrupt)
        signal(SIGPIPE, previousPipe)
    }
}
