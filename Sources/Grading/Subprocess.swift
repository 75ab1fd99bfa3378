import Foundation
import Messages
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended.
public enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signaled(Int32)
    /// Still running at the deadline: its whole process group was killed.
    case timedOut
    /// Wrote more than the output limit: its whole process group was killed.
    case flooded
}

/// What a child process left behind: how it ended and its (capped) output.
public struct ProcessOutcome: Sendable {
    public var termination: Termination
    public var stdout: Data
    public var stderr: Data
    public var seconds: Double
}

/// Runs a program in its own process group, stdin from /dev/null, stdout and stderr captured
/// through pipes and capped, under a deadline. On timeout or flood the whole group is killed,
/// so nothing it started survives it; the memory it can make us hold is bounded by the cap.
public enum Subprocess {
    public struct Options: Sendable {
        public var directory: String? = nil
        public var environment: [String: String]? = nil
        public var timeout: Double = 60
        /// Bytes of stdout plus stderr kept.
        public var outputLimit: Int = 1 << 20
        /// When the limit is passed: kill the group and report `.flooded` (else keep reading, discard).
        public var killOnFlood: Bool = true

        public init(directory: String? = nil, environment: [String: String]? = nil, timeout: Double = 60,
                    outputLimit: Int = 1 << 20, killOnFlood: Bool = true) {
            self.directory = directory
            self.environment = environment
            self.timeout = timeout
            self.outputLimit = outputLimit
            self.killOnFlood = killOnFlood
        }
    }

    public static func run(_ executable: String, _ arguments: [String], options: Options = Options()) -> ProcessOutcome {
        let start = Date()
        // Pipes are made close-on-exec under a lock, so a child spawned by another thread at the
        // same moment never inherits our write ends (which would delay our end-of-file).
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            return ProcessOutcome(termination: .exited(127), stdout: Data(),
                                  stderr: Data("pipe: \(Msg.System.reason(errno))".utf8), seconds: 0)
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        if let directory = options.directory, let addChdir = Self.addChdir {
            _ = addChdir(&actions, directory)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t(), defaults = sigset_t()
        sigemptyset(&emptyMask)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = options.environment ?? ProcessInfo.processInfo.environment
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        spawnLock.unlock()
        locked = false
        if status == 0 { runningGroup.store(pid, ordering: .relaxed) }
        defer { runningGroup.store(0, ordering: .relaxed) }
        guard status == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return ProcessOutcome(termination: .exited(127), stdout: Data(),
                                  stderr: Data("\(executable): \(Msg.System.reason(status))".utf8),
                                  seconds: Date().timeIntervalSince(start))
        }
        for fd in [outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        var buffers = [Data(), Data()]
        var open = [true, true]
        var total = 0
        var exitStatus: Int32? = nil
        var termination: Termination? = nil
        let deadline = start.addingTimeInterval(options.timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)

        func drain(_ index: Int, _ fd: Int32) {
            while open[index] {
                let count = read(fd, &chunk, chunk.count)
                if count > 0 {
                    total += count
                    let room = max(0, options.outputLimit - (buffers[0].count + buffers[1].count))
                    buffers[index].append(contentsOf: chunk[0..<min(count, room)])
                } else if count == 0 {
                    open[index] = false
                } else {
                    if errno == EINTR { continue }
                    if errno != EAGAIN && errno != EWOULDBLOCK { open[index] = false }
                    return
                }
            }
        }

        while termination == nil {
            if exitStatus == nil {
                // Seen without reaping it: while the leader is a zombie its group id cannot be
                // reused, so the group kill below reaches only what it left behind.
                var info = siginfo_t()
                if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == pid {
                    kill(-pid, SIGKILL)
                    var raw: Int32 = 0
                    while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
                    exitStatus = raw
                }
            }
            if exitStatus != nil {
                // The leader is gone and its group killed: take what is left in the pipes.
                let drainDeadline = Date().addingTimeInterval(1)
                while (open[0] || open[1]) && Date() < drainDeadline {
                    var fds = [pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0),
                               pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)]
                    _ = poll(&fds, 2, 50)
                    drain(0, outPipe[0]); drain(1, errPipe[0])
                }
                break
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { termination = .timedOut; break }
            var fds = [pollfd(fd: open[0] ? outPipe[0] : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: open[1] ? errPipe[0] : -1, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 2, Int32(min(remaining * 1000, 25)))
            drain(0, outPipe[0])
            drain(1, errPipe[0])
            if total > options.outputLimit && options.killOnFlood { termination = .flooded }
        }
        if termination != nil {
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
        }
        close(outPipe[0])
        close(errPipe[0])
        if termination == nil, let raw = exitStatus {
            let signal = raw & 0x7f
            termination = signal == 0 ? .exited((raw >> 8) & 0xff) : .signaled(signal)
        }
        return ProcessOutcome(termination: termination ?? .exited(127), stdout: buffers[0], stderr: buffers[1],
                              seconds: Date().timeIntervalSince(start))
    }

    private static let spawnLock = NSLock()
    /// The process group of the last child started (0 when none runs), for `Interruption`.
    static let runningGroup = Atomic<Int32>(0)

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which the Glibc module does not
    /// export without `_GNU_SOURCE`.
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let addChdir: AddChdir? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    /// The first executable called `name` on `PATH`.
    static func which(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
