import Foundation
import Language
import Messages

/// The file-system edge of pack loading: reads each root's `Lessons/<pack>/` into `PackSource`
/// values and hands them to the pure `PackLibrary.assemble`.
public enum PackLoader {
    /// Every pack of every root: the bundled root first, then `LESSON_PATH`'s.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> PackLibrary {
        load(roots: PackRoots.all(environment: environment))
    }

    public static func load(roots: [URL]) -> PackLibrary {
        var sources: [PackSource] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for root in roots {
            // The same root twice (LESSON_PATH naming the repository, say) is not a clash of packs.
            let key = root.standardizedFileURL.resolvingSymlinksInPath().path
            guard seen.insert(key).inserted else { continue }
            switch read(root: root) {
            case .success(let found): sources += found
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var library = PackLibrary.assemble(sources)
        library.diagnostics = diagnostics + library.diagnostics
        return library
    }

    /// The packs under one root, sorted by directory name so listings are stable.
    public static func read(root: URL) -> Result<[PackSource], Diagnostic> {
        let manager = FileManager.default
        let rootShown = displayPath(root)
        let lessonsDirectory = root.appendingPathComponent("Lessons")
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(Diagnostic(Msg.Packs.rootMissing(rootShown)))
        }
        guard manager.fileExists(atPath: lessonsDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            // A root with only `Exercises/` is fine: it simply has no lessons.
            return PackRoots.isRoot(root) ? .success([]) : .failure(Diagnostic(Msg.Packs.rootWithoutPacks(rootShown)))
        }
        let names = ((try? manager.contentsOfDirectory(atPath: lessonsDirectory.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .filter { manager.fileExists(atPath: lessonsDirectory.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue }
            .sorted()
        return .success(names.map { name in
            let directory = lessonsDirectory.appendingPathComponent(name)
            var problems: [Diagnostic] = []
            let manifest = readText(directory.appendingPathComponent("pack.json"), problems: &problems)
            var lessons: [String: String] = [:]
            for file in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] where file.hasSuffix(".md") {
                lessons[String(file.dropLast(3))] = readText(directory.appendingPathComponent(file), problems: &problems)
            }
            return PackSource(name: name, root: rootShown, directory: displayPath(directory),
                              manifest: manifest, lessons: lessons, readProblems: problems)
        })
    }

    /// A file's text; one that is not UTF-8 is still read (invalid bytes become «�») and reported,
    /// so a single stray byte does not make a whole lesson disappear.
    static func readText(_ url: URL, problems: inout [Diagnostic]) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if let text = String(data: data, encoding: .utf8) { return text }
        problems.append(Diagnostic(Msg.Packs.notUTF8(displayPath(url))))
        return String(decoding: data, as: UTF8.self)
    }

    /// Paths under the working directory are shown relative to it (`Lessons/x/01.md:12`, which a
    /// terminal or editor opens directly); others stay absolute.
    public static func displayPath(_ url: URL, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let path = url.standardizedFileURL.path
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
