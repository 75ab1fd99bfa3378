import Foundation
import Messages

/// Where progress and history live: `LESSON_HOME`, else `$XDG_DATA_HOME/lesson`,
/// else `~/.local/share/lesson`. Created on first use.
public enum LessonHome {
    public enum Problem: Error, Equatable, Sendable {
        /// No LESSON_HOME, XDG_DATA_HOME nor HOME to start from.
        case unknown
        /// The directory cannot be created or written; `reason` is Spanish.
        case unusable(path: String, reason: String)

        public var message: String {
            switch self {
            case .unknown: return Msg.REPL.homeUnknown
            case .unusable(let path, let reason): return Msg.REPL.homeUnusable(path: path, reason: reason)
            }
        }
    }

    /// The directory the environment names, without touching the file system.
    public static func path(environment: [String: String]) -> String? {
        if let home = environment["LESSON_HOME"], !home.isEmpty { return home }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/lesson" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/lesson" }
        return nil
    }

    /// The directory, created if missing and checked writable.
    public static func prepare(environment: [String: String]) -> Result<URL, Problem> {
        guard let path = path(environment: environment) else { return .failure(.unknown) }
        if let reason = makeDirectory(path) { return .failure(.unusable(path: path, reason: reason)) }
        if access(path, W_OK | X_OK) != 0 {
            return .failure(.unusable(path: path, reason: Msg.REPL.fileSystemReason(errno)))
        }
        return .success(URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The REPL's history file inside the home.
    public static func historyFile(in home: URL) -> URL { home.appendingPathComponent("historial") }

    /// `mkdir -p`, answering the Spanish reason of a failure (nil when the directory exists).
    private static func makeDirectory(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : Msg.REPL.notADirectory
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let reason = makeDirectory(parent) { return reason }
        if mkdir(path, 0o755) != 0, errno != EEXIST { return Msg.REPL.fileSystemReason(errno) }
        return nil
    }
}
