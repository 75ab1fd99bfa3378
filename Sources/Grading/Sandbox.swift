import Foundation
import Messages
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// How the learner's compiled program is contained while it runs (`check`, `corregir`,
/// `vigilar`, `validar`). With bubblewrap: no network, the whole file system read-only, `/tmp`,
/// `/home`, `/root`, the pack roots, `LESSON_HOME` and the grading folder itself out of sight,
/// a scratch folder of its own as the only writable place, its own process namespace (so every
/// process it started dies with it). Always: a minimal environment, limits on CPU, memory, file
/// size and processes (set by the runner), and, when we are root, another user (`nobody`), so
/// the process limit counts and nothing of root's is writable.
public struct Sandbox: Sendable {
    public enum Mode: Sendable, Equatable {
        case bubblewrap(String)
        /// Bubblewrap is missing or the kernel refuses it: why, in Spanish.
        case limitsOnly(String)
    }

    public let mode: Mode
    /// `setpriv` when we are root: the program runs as `nobody`.
    let dropPrivileges: [String]

    static let nobody: UInt32 = 65534
    /// The largest file the program may write (`RLIMIT_FSIZE`).
    static let fileSizeLimit = 64 << 20
    /// Processes (threads included) the program may add to those its user already has.
    static let processHeadroom = 128

    /// Where the program sees its pieces inside the sandbox.
    static let inside = "/tmp/lesson"

    /// Probed once per process: `LESSON_BWRAP` names the executable (empty: do not use it), else
    /// `bwrap` on `PATH`.
    public static func shared(environment: [String: String] = ProcessInfo.processInfo.environment) -> Sandbox {
        probed.withLock { cached in
            if let cached { return cached }
            let made = probe(environment: environment)
            cached = made
            return made
        }
    }
    private static let probed = Mutex<Sandbox?>(nil)

    static func probe(environment: [String: String]) -> Sandbox {
        var drop: [String] = []
        if geteuid() == 0, let setpriv = Subprocess.which("setpriv", environment: environment) ?? ["/usr/bin/setpriv", "/bin/setpriv"].first(where: { access($0, X_OK) == 0 }) {
            drop = [setpriv, "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--"]
        }
        let path: String?
        if let explicit = environment["LESSON_BWRAP"] { path = explicit.isEmpty ? nil : explicit }
        else { path = Subprocess.which("bwrap", environment: environment) }
        guard let path else { return Sandbox(mode: .limitsOnly(Msg.Sandbox.bubblewrapMissing), dropPrivileges: drop) }
        guard access(path, X_OK) == 0 else {
            return Sandbox(mode: .limitsOnly(Msg.Sandbox.bubblewrapNotFound(path)), dropPrivileges: drop)
        }
        let command = drop + [path] + baseArguments(hidden: []) + ["--", "/bin/true"]
        let outcome = Subprocess.run(command[0], Array(command.dropFirst()), options: .init(environment: ["PATH": "/usr/bin:/bin"], timeout: 10))
        guard outcome.termination == .exited(0) else {
            let said = String(decoding: outcome.stderr, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            return Sandbox(mode: .limitsOnly(Msg.Sandbox.bubblewrapRefused(said)), dropPrivileges: drop)
        }
        return Sandbox(mode: .bubblewrap(path), dropPrivileges: drop)
    }

    /// Said once per process when only the resource limits apply.
    public static func notice(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard case .limitsOnly(let why) = shared(environment: environment).mode else { return nil }
        return noticeGiven.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
            ? Msg.Sandbox.onlyLimits(why) : nil
    }
    private static let noticeGiven = Atomic<Bool>(false)

    static func baseArguments(hidden: [String]) -> [String] {
        var arguments = ["--unshare-all", "--die-with-parent", "--new-session", "--ro-bind", "/", "/",
                         "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
        for path in ["/home", "/root", "/run", "/var/tmp"] + hidden {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                arguments += ["--tmpfs", path]
            }
        }
        return arguments
    }

    /// Folders that must never be hidden: the root, and those that hold the system or the Swift runtime.
    static func hideable(_ path: String, keep: [String]) -> Bool {
        let path = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard !path.isEmpty, path != "/" else { return false }
        let alreadyHidden = ["/tmp", "/home", "/root", "/run", "/var/tmp"]
        if alreadyHidden.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return false }
        return !keep.contains { $0 == path || $0.hasPrefix(path + "/") }
    }

    struct Launch {
        var executable: String
        var arguments: [String]
        var environment: [String: String]
        var directory: String
    }

    /// The command that runs `scratch/programa` contained: `trabajo/` is its writable folder and
    /// its home, `eventos/` where the runner writes the event stream.
    func launch(scratch: URL, hidden: [URL], keep: [String], eventsFile: String, cpuSeconds: Int) -> Launch {
        let user = dropPrivileges.isEmpty ? getuid() : Self.nobody
        if !dropPrivileges.isEmpty {
            // `nobody` must reach the program and own its two writable folders; the rest stays root's.
            chmod(scratch.path, 0o711)
            for folder in ["trabajo", "eventos"] { chown(scratch.appendingPathComponent(folder).path, Self.nobody, Self.nobody) }
        }
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
                           "LESSON_CPU_SECONDS": String(cpuSeconds),
                           "LESSON_NPROC": String(Self.tasks(of: user) + Self.processHeadroom)]
        switch mode {
        case .bubblewrap(let bwrap):
            let paths = hidden.map { $0.resolvingSymlinksInPath().standardizedFileURL.path }.filter { Self.hideable($0, keep: keep) }
                + [scratch.path]
            let work = "\(Self.inside)/trabajo"
            environment["HOME"] = work
            environment["TMPDIR"] = work
            environment["LESSON_EVENTS_PATH"] = "\(Self.inside)/eventos/\(eventsFile)"
            let arguments = Self.baseArguments(hidden: paths) + [
                "--bind", scratch.appendingPathComponent("trabajo").path, work,
                "--bind", scratch.appendingPathComponent("eventos").path, "\(Self.inside)/eventos",
                "--ro-bind", scratch.appendingPathComponent("programa").path, "\(Self.inside)/programa",
                "--chdir", work, "--", "\(Self.inside)/programa",
            ]
            let command = dropPrivileges + [bwrap] + arguments
            return Launch(executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
                          directory: scratch.appendingPathComponent("trabajo").path)
        case .limitsOnly:
            let work = scratch.appendingPathComponent("trabajo").path
            environment["HOME"] = work
            environment["TMPDIR"] = work
            environment["LESSON_EVENTS_PATH"] = scratch.appendingPathComponent("eventos/\(eventsFile)").path
            let command = dropPrivileges + [scratch.appendingPathComponent("programa").path]
            return Launch(executable: command[0], arguments: Array(command.dropFirst()), environment: environment, directory: work)
        }
    }

    /// Whether the program left a file as large as the limit in its folder: it was cut there
    /// (the signal is blocked on the threads tests run on, so the write just failed).
    static func reachedFileSizeLimit(in folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]) else { return false }
        for case let file as URL in files {
            if let size = try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize, size >= fileSizeLimit { return true }
        }
        return false
    }

    /// Tasks (processes and threads) the user runs now: `RLIMIT_NPROC` counts them all.
    static func tasks(of user: UInt32) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var count = 0
        for name in names where name.first?.isNumber == true {
            var info = stat()
            guard stat("/proc/\(name)", &info) == 0, info.st_uid == user else { continue }
            count += (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(name)/task").count) ?? 1
        }
        return count
    }
}
