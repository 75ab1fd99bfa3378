import Foundation
import Messages
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The learner's folder for an exercise: where `empezar` copies the starter files and where
/// `check` looks for them.
public enum Workspace {
    /// What `empezar` did.
    public struct StartResult: Sendable, Equatable {
        public var directory: URL
        /// Files written now.
        public var created: [String]
        /// Files that already existed and were left as they were.
        public var kept: [String]
    }

    public enum StartError: Error, Equatable {
        /// The destination exists and is not a folder, or cannot be created or written.
        case unusable(path: String, reason: String)
    }

    /// Copies `plantilla/*` and `enunciado.md` into `directory`, never replacing a file.
    public static func start(_ exercise: Exercise, in directory: URL) -> Result<StartResult, StartError> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return .failure(.unusable(path: directory.path, reason: Msg.System.reason(ENOTDIR)))
        }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(.unusable(path: directory.path, reason: Msg.System.reason(errno == 0 ? EACCES : errno)))
        }
        var sources = exercise.templateFiles()
        if manager.fileExists(atPath: exercise.statement.path) { sources.append(exercise.statement) }
        var result = StartResult(directory: directory, created: [], kept: [])
        for source in sources {
            let name = source.lastPathComponent
            guard let data = manager.contents(atPath: source.path) else { continue }
            switch createExclusively(directory.appendingPathComponent(name), data) {
            case 0: result.created.append(name)
            case EEXIST: result.kept.append(name)
            case let code: return .failure(.unusable(path: directory.appendingPathComponent(name).path,
                                                      reason: Msg.System.reason(code)))
            }
        }
        return .success(result)
    }

    /// Writes a new file; answers 0, or the errno (EEXIST when a file is already there: it is kept).
    private static func createExclusively(_ url: URL, _ data: Data) -> Int32 {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return Descriptor.writeAll(data, to: fd)
    }

    /// Where `check` and `vigilar` look: `--dir D`; else `./EJ` when it exists; else the current
    /// folder when it holds the exercise's files; else the folder `empezar` used; else `./EJ`.
    public static func resolve(_ exercise: Exercise, option: String?, currentDirectory: URL,
                               progress: ExerciseProgress) -> URL {
        if let option { return URL(fileURLWithPath: option, relativeTo: currentDirectory).standardizedFileURL }
        let manager = FileManager.default
        let named = currentDirectory.appendingPathComponent(exercise.name)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: named.path, isDirectory: &isDirectory), isDirectory.boolValue { return named }
        if exercise.files.allSatisfy({ manager.fileExists(atPath: currentDirectory.appendingPathComponent($0).path) }) {
            return currentDirectory
        }
        if let recorded = progress.directory, manager.fileExists(atPath: recorded, isDirectory: &isDirectory), isDirectory.boolValue {
            return URL(fileURLWithPath: recorded)
        }
        return named
    }
}
