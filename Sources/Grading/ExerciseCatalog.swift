import Foundation
import Messages
import Packs

/// A broken exercise: the file and what is wrong, in Spanish. The other exercises still load.
public struct CatalogProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var line: Int? = nil
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

/// Every exercise of every pack root, in root order, then lesson, then name.
public struct ExerciseCatalog: Sendable {
    public private(set) var exercises: [Exercise]
    public private(set) var problems: [CatalogProblem]

    /// The exercises of the bundled root and of `LESSON_PATH`'s roots.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExerciseCatalog {
        ExerciseCatalog(roots: PackRoots.all(environment: environment))
    }

    public init(roots: [URL]) {
        var exercises: [Exercise] = []
        var problems: [CatalogProblem] = []
        var seenRoots = Set<String>()
        for root in roots {
            let standardized = root.standardizedFileURL.resolvingSymlinksInPath()
            guard seenRoots.insert(standardized.path).inserted else { continue }
            let folder = root.appendingPathComponent("Exercises")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            var here: [Exercise] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let directory = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                      isDirectory.boolValue else { continue }
                switch Exercise.load(directory: directory, root: root) {
                case .success(let exercise): here.append(exercise)
                case .failure(let problem): problems.append(problem)
                }
            }
            here.sort { ($0.lesson ?? "\u{10FFFF}", $0.name) < ($1.lesson ?? "\u{10FFFF}", $1.name) }
            exercises += here
        }
        // Names shared by several roots become `<root folder>/<name>`.
        var count: [String: Int] = [:]
        for exercise in exercises { count[exercise.name, default: 0] += 1 }
        for index in exercises.indices where count[exercises[index].name, default: 0] > 1 {
            exercises[index].id = "\(exercises[index].root.lastPathComponent)/\(exercises[index].name)"
        }
        // Two roots with the same folder name: number the later ones.
        var used = Set<String>()
        for index in exercises.indices {
            var id = exercises[index].id, suffix = 2
            while used.contains(id) { id = "\(exercises[index].id)-\(suffix)"; suffix += 1 }
            exercises[index].id = id
            used.insert(id)
        }
        self.exercises = exercises
        self.problems = problems
    }

    /// Keeps only the exercises `predicate` accepts.
    public mutating func keep(_ predicate: (Exercise) -> Bool) { exercises = exercises.filter(predicate) }

    public enum LookupError: Error, Sendable, Equatable {
        case notFound(String, suggestions: [String])
        case ambiguous(String, candidates: [String])

        public var message: String {
            switch self {
            case .notFound(let query, let suggestions): return Msg.Grading.exerciseNotFound(query, suggestions: suggestions)
            case .ambiguous(let query, let candidates): return Msg.Grading.exerciseAmbiguous(query, candidates: candidates)
            }
        }
    }

    /// An exercise by id; the bare folder name also works when only one root has it.
    public func find(_ query: String) -> Result<Exercise, LookupError> {
        let trimmed = query.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        if let exact = exercises.first(where: { $0.id == trimmed }) { return .success(exact) }
        let byName = exercises.filter { $0.name == trimmed }
        if byName.count == 1 { return .success(byName[0]) }
        if byName.count > 1 { return .failure(.ambiguous(trimmed, candidates: byName.map(\.id))) }
        let close = EditDistance.suggestions(for: trimmed, among: exercises.map { ($0.id, [$0.name, $0.id]) })
        return .failure(.notFound(trimmed, suggestions: close))
    }

}
