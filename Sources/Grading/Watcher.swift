import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `vigilar`: polls the learner's files and calls back whenever one changes (its modification
/// time, size or content), and once at the start.
public struct Watcher: Sendable {
    public var files: [URL]
    /// Seconds between looks.
    public var interval: Double
    /// Seconds a changed file is left to settle (an editor's truncate + write) before reading.
    public var settle: Double

    public init(files: [URL], interval: Double = 0.4, settle: Double = 0.1) {
        self.files = files; self.interval = interval; self.settle = settle
    }

    /// A fingerprint of the files: content hashes, or a marker for a missing file.
    public func snapshot() -> [String] {
        files.map { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return "-" }
            return SHA256.hex(data)
        }
    }

    /// Calls `onChange` at once, then after every change, until `shouldStop` says so.
    /// Cheap between changes: the content is only read again when the time or size moved.
    public func run(shouldStop: () -> Bool = { false }, onChange: () -> Void) {
        var stamps = self.stamps()
        var last = snapshot()
        onChange()
        while !shouldStop() {
            usleep(useconds_t(interval * 1_000_000))
            let now = self.stamps()
            guard now != stamps else { continue }
            stamps = now
            // Let an editor finish writing (save = truncate + write) before reading.
            usleep(useconds_t(settle * 1_000_000))
            let current = snapshot()
            guard current != last else { continue }
            last = current
            stamps = self.stamps()
            onChange()
        }
    }

    private func stamps() -> [String] {
        files.map { url in
            var info = stat()
            guard stat(url.path, &info) == 0 else { return "-" }
            return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_size):\(info.st_ino)"
        }
    }
}

/// Stops the child process group of a check in progress when the learner presses Ctrl-C, so
/// nothing we started outlives the command.
public enum Interruption {
    /// Makes Ctrl-C (and SIGTERM) end the running child group, then the program (status 130).
    public static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { received in
                let group = Subprocess.runningGroup.load(ordering: .relaxed)
                if group > 0 { kill(-group, SIGKILL) }
                _exit(128 + received)
            }
        }
    }
}
