import Foundation
import Grading
import Messages
import Packs

/// The checks of `validar` that read files rather than run models: lessons no `pack.json` lists,
/// files that are not UTF-8, exercises whose folders, lesson or points do not match what they say.
enum PackAudit {
    /// `Lessons/<pack>/<x>.md` files that are not lessons of the library (no `pack.json` lists them).
    static func unlistedLessons(roots: [URL], library: PackLibrary) -> [String] {
        let loaded = Set(library.lessons.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        var problems: [String] = []
        let manager = FileManager.default
        for root in roots {
            let lessons = root.appendingPathComponent("Lessons")
            for pack in ((try? manager.contentsOfDirectory(atPath: lessons.path)) ?? []).sorted() where !pack.hasPrefix(".") {
                let folder = lessons.appendingPathComponent(pack)
                // A pack whose pack.json is broken is reported as such; its lessons are not «unlisted».
                guard let manifest = try? String(contentsOf: folder.appendingPathComponent("pack.json"), encoding: .utf8),
                      PackManifest.parse(manifest, path: "", packName: pack).0 != nil else { continue }
                for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.hasSuffix(".md") {
                    let path = folder.appendingPathComponent(name).standardizedFileURL.path
                    if !loaded.contains(path) && name.lowercased() != "readme.md" {
                        problems.append(Msg.Validate.lessonNotListed(PackLoader.displayPath(URL(fileURLWithPath: path)), pack: pack,
                                                                     name: String(name.dropLast(3))))
                    }
                }
            }
        }
        return problems
    }

    /// Text files of the roots (`.md`, `.json`, `.swift`) that are not valid UTF-8.
    static func notUTF8(roots: [URL]) -> [String] {
        var problems: [String] = []
        for root in roots {
            for top in ["Lessons", "Exercises"] {
                guard let files = FileManager.default.enumerator(at: root.appendingPathComponent(top), includingPropertiesForKeys: nil) else { continue }
                for case let file as URL in files where ["md", "json", "swift"].contains(file.pathExtension) {
                    if let data = FileManager.default.contents(atPath: file.path), String(data: data, encoding: .utf8) == nil {
                        problems.append(Msg.Validate.notUTF8(PackLoader.displayPath(file)))
                    }
                }
            }
        }
        return problems
    }

    /// What an exercise says that its folders or the loaded lessons contradict.
    static func exercise(_ exercise: Exercise, lessonIDs: Set<String>) -> [String] {
        let manifest = exercise.directory.appendingPathComponent("exercise.json").path
        func at(_ key: String) -> String { manifest + (exercise.lines[key].map { ":\($0)" } ?? "") }
        var problems: [String] = []
        if let lesson = exercise.lesson, !lessonIDs.contains(lesson) {
            let suggestion = EditDistance.suggestion(for: lesson, among: Array(lessonIDs))
            problems.append("\(at("leccion")): " + Msg.Validate.unknownLesson(lesson, suggestion: suggestion))
        }
        let manager = FileManager.default
        for (folder, url) in [("plantilla", exercise.templateDirectory), ("solucion", exercise.solutionDirectory)] {
            guard manager.fileExists(atPath: url.path) else {
                problems.append(Msg.Validate.folderMissing(url.path, folder: folder))
                continue
            }
            for file in exercise.files where !manager.fileExists(atPath: url.appendingPathComponent(file).path) {
                problems.append("\(at("archivos")): " + Msg.Validate.fileMissing(file, folder: folder))
            }
        }
        if exercise.suiteFiles().isEmpty { problems.append(Msg.Validate.folderMissing(exercise.suiteDirectory.path, folder: "pruebas")) }
        return problems + ScoringPlan(exercise: exercise).unknownNameProblems(in: exercise)
    }
}

/// `validar --json`: `{"formato", "version", "aprobado", "problemas", "elementos": [{"tipo", "nombre", "resumen", "aprobado", "problemas"}]}`.
extension ValidationReport: Encodable {
    enum CodingKeys: String, CodingKey {
        case format = "formato", version, passed = "aprobado", problemCount = "problemas", items = "elementos"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(GradingReport.formatVersion, forKey: .format)
        try container.encode(Msg.version, forKey: .version)
        try container.encode(passed, forKey: .passed)
        try container.encode(problemCount, forKey: .problemCount)
        try container.encode(items, forKey: .items)
    }
}

extension ValidationReport.Item: Encodable {
    enum CodingKeys: String, CodingKey { case kind = "tipo", name = "nombre", summary = "resumen", passed = "aprobado", problems = "problemas" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let kindName: String
        switch kind {
        case .pack: kindName = "paquete"
        case .lesson: kindName = "leccion"
        case .model: kindName = "modelo"
        case .exercise: kindName = "ejercicio"
        }
        try container.encode(kindName, forKey: .kind)
        try container.encode(name, forKey: .name)
        try container.encode(summary, forKey: .summary)
        try container.encode(passed, forKey: .passed)
        try container.encode(problems, forKey: .problems)
    }
}
