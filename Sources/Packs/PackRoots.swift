import Foundation

/// Where packs live: the bundled root, then every root in `LESSON_PATH`.
public enum PackRoots {
    /// The bundled root is found wherever the binary runs from: beside the executable
    /// (an installed copy), else the repository this binary was built from.
    public static func bundled(executablePath: String = CommandLine.arguments.first ?? "") -> URL? {
        var candidates: [URL] = []
        if !executablePath.isEmpty {
            var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(directory.appendingPathComponent("share/lesson"))
                candidates.append(directory)
                directory = directory.deletingLastPathComponent()
            }
        }
        // Sources/Packs/PackRoots.swift → the repository root.
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(repository)
        return candidates.first { isRoot($0) && hasPackage($0) } ?? candidates.first(where: isRoot)
    }

    /// Extra roots from `LESSON_PATH` (`:`-separated), in order, skipping empty entries.
    public static func extra(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        (environment["LESSON_PATH"] ?? "")
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { URL(fileURLWithPath: String($0)) }
    }

    /// The bundled root first, then `LESSON_PATH`'s.
    public static func all(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        (bundled().map { [$0] } ?? []) + extra(environment: environment)
    }

    /// A pack root holds `Lessons/` and/or `Exercises/`.
    public static func isRoot(_ url: URL) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        for name in ["Lessons", "Exercises"] {
            if manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory),
               isDirectory.boolValue { return true }
        }
        return false
    }

    private static func hasPackage(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Lessons").path)
    }
}
