import Foundation
import Platform
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

    /// Colour only on a terminal without `NO_COLOR` (no-color.org) and not `TERM=dumb`; width as
    /// `TerminalSize` answers for the whole program. Text is wrapped at no more than 100
    /// columns, since longer lines are hard to read even on a wide terminal.
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment,
                              descriptor: Int32 = STDOUT_FILENO) -> TerminalOutput {
        let isTerminal = isatty(descriptor) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let rows = TerminalSize.window(descriptor: descriptor)?.rows ?? (environment["LINES"].flatMap(Int.init) ?? 24)
        return TerminalOutput(isTerminal: isTerminal,
                              color: isTerminal && !noColor && environment["TERM"] != "dumb",
                              width: min(TerminalSize.columns(environment: environment, descriptor: descriptor), 100),
                              height: max(rows, 5))
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
        // Foundation's `Process` starts its child in a new session, without the controlling
        // terminal a pager needs for its keys; `posix_spawn` keeps it in ours.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { write(text); return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        var pagerEnvironment = environment
        // `less` must pass colour through; an instructor's own LESS options are kept.
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "R" }
        let argumentTexts: [String] = ["/bin/sh", "-c", pager]
        let variableTexts: [String] = pagerEnvironment.map { "\($0.key)=\($0.value)" }
        let arguments: [UnsafeMutablePointer<CChar>?] = argumentTexts.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = variableTexts.map { strdup($0) } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
            posix_spawn_file_actions_destroy(&actions)
        }
        // The pager gets default handlers for the signals this process ignores or catches.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, variables)
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            write(text)
            return
        }
        // Ctrl-C belongs to the pager while it runs; this process must not die under it.
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        // Stops quietly when the reader has gone (a pager closed with `q` before the end).
        Descriptor.writeAll(text, to: fds[1])
        close(fds[1])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        signal(SIGINT, previousInterrupt)
        signal(SIGPIPE, previousPipe)
    }
}
