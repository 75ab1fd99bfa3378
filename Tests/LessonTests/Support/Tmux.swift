import Foundation

/// A program running in a real terminal: a detached tmux session on its own server socket,
/// typed into with send-keys and read with capture-pane. The tests poll the screen with a
/// deadline instead of sleeping for fixed times.
final class TmuxTerminal {
    let socket = "lesson-test-\(UUID().uuidString.prefix(12))"
    private let tmux: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `command` (a shell command line) in an 100×40 terminal.
    init(command: String, width: Int = 100, height: Int = 40) throws {
        tmux = try Self.findTmux()
        try run(["-u", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", command])
    }

    deinit { _ = try? run(["kill-server"]) }

    /// Named keys, as tmux spells them: `Tab`, `Enter`, `Up`, `C-c`, `C-d`.
    func press(_ keys: String...) throws { try run(["send-keys", "-t", "main"] + keys) }

    /// Text typed literally (UTF-8 included).
    func type(_ text: String) throws { try run(["send-keys", "-t", "main", "-l", text]) }

    /// Everything the program writes to the terminal from now on, as raw bytes, appended to `path`
    /// (what the screen no longer shows: a line redrawn in place, then cleared).
    func record(to path: String) throws { try run(["pipe-pane", "-o", "-t", "main", "cat >> " + shellQuoted(path)]) }

    /// The visible screen (trailing blanks trimmed per line).
    func screen() throws -> String { try run(["capture-pane", "-p", "-t", "main"]) }

    /// The visible screen with its colours, as escape sequences.
    func coloredScreen() throws -> String { try run(["capture-pane", "-p", "-e", "-t", "main"]) }

    /// The cursor's column: 0 once an entered line has left the cursor at the start of the next one.
    func cursorColumn() throws -> Int {
        Int(try run(["display-message", "-p", "-t", "main", "#{cursor_x}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Waits until `condition` holds for the screen, or fails with the screen in the message. The
    /// bound is generous: a loaded machine starts a debug build slowly, and a screen that is ready
    /// ends the wait at once.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 60,
                 _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = (try? screen()) ?? last
            if condition(last) { return last }
            usleep(50_000)
        }
        throw Failure(description: "Esperaba \(what); la pantalla era:\n\(last)")
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        if ProcessInfo.processInfo.environment["LESSON_TEST_TRACE"] != nil {
            FileHandle.standardError.write(Data("tmux \(socket) \(arguments)\n".utf8))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["TMUX"] = nil
        environment["TERM"] = environment["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("tmux-\(socket)-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: capture) }
        let status = try spawnAndWait(tmux, ["-L", socket] + arguments, environment: environment,
                                      outputPath: capture.path)
        let data = (try? Data(contentsOf: capture)) ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        if status != 0 && arguments.first != "kill-server" {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) falló: \(text)")
        }
        return text
    }

    private static func findTmux() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(description: "tmux no está instalado: ejecuta «bash scripts/setup.sh»")
    }
}

/// Quotes a string for `sh`.
func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

/// The last non-empty line of a screen: where the cursor's line usually is.
func lastLine(_ screen: String) -> String {
    screen.split(separator: "\n").last.map(String.init) ?? ""
}

/// Runs a program and waits for it with `waitpid`, output (both streams) to a file.
/// Not Foundation's `Process`: on Linux it learns of the child's exit through a socket the child
/// inherits, and the tmux server that `new-session` forks off keeps that socket open for ever.
func spawnAndWait(_ path: String, _ arguments: [String], environment: [String: String],
                  outputPath: String) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // Nothing else of the test process goes to tmux (and on to its server, which outlives it).
    // (glibc ignores a close action whose descriptor has closed meanwhile.)
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // Test threads block signals, and a child inherits that mask: tmux and the REPL in it would
    // never see Ctrl-C. Start them with nothing blocked and default dispositions.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t(), allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
        throw TmuxTerminal.Failure(description: "no se pudo ejecutar \(path): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
        guard errno == EINTR else { throw TmuxTerminal.Failure(description: "waitpid: error \(errno)") }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}
