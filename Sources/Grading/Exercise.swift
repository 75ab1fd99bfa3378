import Foundation
import Messages

/// One static check named in `exercise.json` (`comprobaciones`).
public struct CheckSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The representable shapes of a type must equal `igual`.
        case formas
        /// No `switch` deciding on the type may use a bare `default`.
        case sinDefault = "sin-default"
    }
    public var kind: Kind
    /// The learner's type the check is about.
    public var typeName: String
    /// For `formas`: the expected number of shapes.
    public var expected: Int?
    /// What passing it is worth (default 1) and who sees it (default visible).
    public var points: Double?
    public var visibility: Visibility?
    /// For `sin-default`: a `default` over a tuple that holds the type fails too (`tambien_en_tuplas`).
    public var alsoInTuples: Bool = false

    public init(kind: Kind, typeName: String, expected: Int? = nil, points: Double? = nil, visibility: Visibility? = nil,
                alsoInTuples: Bool = false) {
        self.kind = kind
        self.typeName = typeName
        self.expected = expected
        self.points = points
        self.visibility = visibility
        self.alsoInTuples = alsoInTuples
    }
}

/// Who sees a test's result in a course's grading platform (Gradescope's four levels).
public enum Visibility: String, Sendable, Codable, CaseIterable {
    case visible
    case oculta
    /// Shown once the due date has passed.
    case trasLaFecha = "tras_la_fecha"
    /// Shown once the grades are published.
    case trasPublicar = "tras_publicar"
}

/// An exercise as an instructor wrote it: `Exercises/<name>/` under some pack root.
public struct Exercise: Sendable, Equatable {
    /// What commands accept and show: the folder name, or `<root>/<name>` when two roots share it.
    public var id: String
    /// The folder name under `Exercises/`.
    public var name: String
    /// The pack root it came from.
    public var root: URL
    public var directory: URL
    public var title: String
    /// `pack/lesson` id of the lesson it practises, if any.
    public var lesson: String?
    /// The learner's files, by name (copied by `empezar`, graded by `check`).
    public var files: [String]
    /// `pistas`, in order; a hint may be tied to a test or a check (`Hint`).
    public var hintList: [Hint]
    public var hints: [String] { hintList.map(\.text) }
    public var checks: [CheckSpec]
    /// The hidden suite's run may last this long.
    /// `limite_segundos`: CPU seconds the test program may use (what a loaded machine does not change).
    public var timeLimit: Double
    /// Seconds of the clock after which a program still running is stopped: a backstop for one
    /// that waits instead of computing, generous because a loaded machine (a class graded N at a
    /// time) slows every program down, and a grade must not depend on the load.
    public var wallClockLimit: Double { timeLimit * 3 + 20 }
    /// Points per test display name (`puntos`); a test not named is worth 1.
    public var points: [String: Double] = [:]
    /// Visibility per test display name (`visibilidad`); a test not named is visible.
    public var visibility: [String: Visibility] = [:]
    /// The line of each key of `exercise.json`, for `validar`'s messages.
    public var lines: [String: Int] = [:]

    public var statement: URL { directory.appendingPathComponent("enunciado.md") }
    public var templateDirectory: URL { directory.appendingPathComponent("plantilla") }
    public var solutionDirectory: URL { directory.appendingPathComponent("solucion") }
    public var suiteDirectory: URL { directory.appendingPathComponent("pruebas") }

    /// The hidden suite's files, sorted by name.
    public func suiteFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { suiteDirectory.appendingPathComponent($0) }
    }

    /// The starter files present in `plantilla/` (all of them, `.swift` or not), sorted by name.
    public func templateFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templateDirectory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { templateDirectory.appendingPathComponent($0) }
    }
}

/// The raw `exercise.json`, as `ExerciseManifest` reads it.
struct ExerciseFile {
    var titulo: String
    var leccion: String?
    var archivos: [String]
    var pistas: [Hint]?
    var comprobaciones: [CheckSpec]?
    var limite_segundos: Double?
    var puntos: [String: Double]?
    var visibilidad: [String: Visibility]?
    /// The line of each top-level key.
    var lines: [String: Int] = [:]

    init(titulo: String, archivos: [String]) { self.titulo = titulo; self.archivos = archivos }
}

extension Exercise {
    /// Reads `<directory>/exercise.json`; a problem is a Spanish sentence naming the file and line.
    static func load(directory: URL, root: URL) -> Result<Exercise, CatalogProblem> {
        let path = directory.appendingPathComponent("exercise.json")
        var lines: [String: Int] = [:]
        func problem(_ message: String, key: String? = nil, line: Int? = nil) -> Result<Exercise, CatalogProblem> {
            .failure(CatalogProblem(path: path.path, message: message, line: line ?? key.flatMap { lines[$0] }))
        }
        guard let data = FileManager.default.contents(atPath: path.path) else {
            return problem(Msg.Grading.exerciseJSONMissing)
        }
        guard let text = String(data: data, encoding: .utf8) else { return problem(Msg.Grading.notUTF8) }
        let file: ExerciseFile
        switch ExerciseManifest.read(text) {
        case .success(let read): file = read
        case .failure(let failure): return problem(failure.message, line: failure.line)
        }
        lines = file.lines
        if file.archivos.isEmpty { return problem(Msg.Grading.exerciseNoFiles, key: "archivos") }
        for name in file.archivos where name.contains("/") || name.hasPrefix(".") || !name.hasSuffix(".swift") {
            return problem(Msg.Grading.exerciseBadFileName(name), key: "archivos")
        }
        if let limit = file.limite_segundos, !(limit > 0) { return problem(Msg.Grading.exerciseBadTimeLimit, key: "limite_segundos") }
        let points = (file.puntos ?? [:]).values + (file.comprobaciones ?? []).compactMap(\.points)
        if points.contains(where: { !($0 >= 0) || !$0.isFinite }) { return problem(Msg.Grading.exerciseBadPoints, key: "puntos") }
        let name = directory.lastPathComponent
        return .success(Exercise(
            id: name, name: name, root: root, directory: directory, title: file.titulo, lesson: file.leccion,
            files: file.archivos, hintList: file.pistas ?? [], checks: file.comprobaciones ?? [],
            timeLimit: file.limite_segundos ?? 10, points: file.puntos ?? [:], visibility: file.visibilidad ?? [:],
            lines: file.lines))
    }
}
