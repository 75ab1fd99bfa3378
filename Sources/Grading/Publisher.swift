import Foundation
import Messages

/// `lesson publicar RAIZ DESTINO`: the student copy of a pack root — `Lessons/` and `Exercises/`
/// without any `solucion/` (and without `pruebas/` when asked, leaving a mark so `check` can say
/// the course grades that exercise).
public enum Publisher {
    /// The file left in an exercise published without its suite.
    public static let courseGradedMark = ".corregido-por-el-curso"

    public struct Problem: Error, Sendable { public var message: String }

    /// The number of exercises copied.
    public static func publish(root: URL, to destination: URL, withoutSuites: Bool) -> Result<Int, Problem> {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: destination.path), !existing.isEmpty {
            return .failure(Problem(message: Msg.Scaffold.destinationNotEmpty(destination.path)))
        }
        var exercises = 0
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            for top in ["Lessons", "Exercises"] {
                let source = root.appendingPathComponent(top)
                guard manager.fileExists(atPath: source.path) else { continue }
                try copy(source, to: destination.appendingPathComponent(top)) { relative in
                    let parts = relative.split(separator: "/")
                    guard top == "Exercises", parts.count >= 2 else { return true }
                    if parts[1] == "solucion" { return false }
                    return !(withoutSuites && parts[1] == "pruebas")
                }
                if top == "Exercises" {
                    for name in try manager.contentsOfDirectory(atPath: source.path).sorted() where !name.hasPrefix(".") {
                        let folder = destination.appendingPathComponent("Exercises/\(name)")
                        guard manager.fileExists(atPath: folder.appendingPathComponent("exercise.json").path) else { continue }
                        exercises += 1
                        if withoutSuites {
                            try Data(Msg.Scaffold.gradedByTheCourse.utf8).write(to: folder.appendingPathComponent(courseGradedMark))
                        }
                    }
                }
            }
        } catch {
            return .failure(Problem(message: Msg.Scaffold.cannotWrite(destination.path)))
        }
        return .success(exercises)
    }

    /// Copies regular files and folders (never links: a link could lead out of the root).
    private static func copy(_ source: URL, to destination: URL, relative: String = "", keep: (String) -> Bool) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path).sorted() where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            guard keep(path) else { continue }
            let from = source.appendingPathComponent(name)
            let values = try from.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey])
            if values.isSymbolicLink == true { continue }
            if values.isDirectory == true {
                try copy(from, to: destination.appendingPathComponent(name), relative: path, keep: keep)
            } else if values.isRegularFile == true {
                try manager.copyItem(at: from, to: destination.appendingPathComponent(name))
            }
        }
    }
}
