import Foundation
import Messages

/// The learners of a class folder: one sub-folder per learner, named by the learner's id.
/// Anything else in the folder is reported, never graded and never touched.
public struct ClassRoster: Sendable {
    public struct Learner: Sendable, Equatable {
        /// The folder's name, as written: the row's key in `notas.csv`.
        public var id: String
        public var directory: URL
        /// Why this folder is not graded (it points out of the class folder), if it is not.
        public var refusal: String?
    }

    public var learners: [Learner]
    /// What the instructor should know: files that are not folders, ids that collide.
    public var warnings: [String]

    /// Names `corregir` itself writes into the class folder (by default), skipped when listing.
    public static let outputNames: Set<String> = ["notas.csv", "notas.json"]

    public static func read(_ folder: URL, exercise: Exercise) -> Result<ClassRoster, ClassProblem> {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(.notAFolder(folder.path))
        }
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
            return .failure(.unreadable(folder.path))
        }
        let realFolder = folder.resolvingSymlinksInPath().standardizedFileURL.path
        var roster = ClassRoster(learners: [], warnings: [])
        var ignored: [String] = []
        let sorted = names.sorted { (normalized($0), $0) < (normalized($1), $1) }
        for name in sorted where !name.hasPrefix(".") && !outputNames.contains(name) {
            let url = folder.appendingPathComponent(name)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                ignored.append(name)
                continue
            }
            var learner = Learner(id: name, directory: url)
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            if !Self.isInside(real, realFolder) {
                learner.refusal = Msg.Class.folderLinksOut(name, target: real)
            } else if let file = exercise.files.first(where: { Self.linksOut(url.appendingPathComponent($0), of: real) }) {
                learner.refusal = Msg.Class.fileLinksOut(file)
            }
            roster.learners.append(learner)
        }
        if !ignored.isEmpty { roster.warnings.append(Msg.Class.notFolders(ignored)) }
        var byKey: [String: [String]] = [:]
        for learner in roster.learners { byKey[normalized(learner.id), default: []].append(learner.id) }
        for ids in byKey.values.sorted(by: { $0[0] < $1[0] }) where ids.count > 1 {
            roster.warnings.append(Msg.Class.sameLearner(ids))
        }
        return .success(roster)
    }

    /// A learner's id as a person reads it: case, accents, blanks, `-` and `_` do not count.
    public static func normalized(_ id: String) -> String {
        let folded = id.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return folded.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: "-")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A learner's file that is a link to something outside the learner's own folder (the
    /// hidden suite, another learner's work, a system file).
    static func linksOut(_ file: URL, of folder: String) -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil else { return false }
        return !isInside(file.resolvingSymlinksInPath().standardizedFileURL.path, folder)
    }
}

/// Why a class folder cannot be graded at all.
public enum ClassProblem: Error, Sendable, Equatable {
    case notAFolder(String)
    case unreadable(String)

    public var message: String {
        switch self {
        case .notAFolder(let path): return Msg.Class.classNotAFolder(path)
        case .unreadable(let path): return Msg.Class.classUnreadable(path)
        }
    }
}
