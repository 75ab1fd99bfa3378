import Foundation
import Messages
#if canImport(Glibc)
import Glibc
#endif

/// What the learner has done with one exercise.
public struct ExerciseProgress: Codable, Sendable, Equatable {
    /// Passed every check at least once.
    public var passed = false
    public var attempts = 0
    public var hintsShown = 0
    /// The last check: how many lines passed, of how many.
    public var lastPassed = 0
    public var lastTotal = 0
    public var lastChecked: Date? = nil
    public var passedAt: Date? = nil
    /// Where `empezar` put the files, absolute.
    public var directory: String? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case passed = "aprobado", attempts = "intentos", hintsShown = "pistas_vistas"
        case lastPassed = "superadas", lastTotal = "total", lastChecked = "ultima_comprobacion"
        case passedAt = "aprobado_el", directory = "carpeta"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decodeIfPresent(Bool.self, forKey: .passed) ?? false
        attempts = try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 0
        hintsShown = try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0
        lastPassed = try container.decodeIfPresent(Int.self, forKey: .lastPassed) ?? 0
        lastTotal = try container.decodeIfPresent(Int.self, forKey: .lastTotal) ?? 0
        lastChecked = try container.decodeIfPresent(Date.self, forKey: .lastChecked)
        passedAt = try container.decodeIfPresent(Date.self, forKey: .passedAt)
        directory = try container.decodeIfPresent(String.self, forKey: .directory)
    }

    /// What `ejercicios` shows.
    public var summary: ExerciseProgressSummary {
        ExerciseProgressSummary(passed: passed, attempts: attempts, lastPassed: lastPassed, lastTotal: lastTotal,
                                hintsShown: hintsShown, started: directory != nil)
    }

    /// Never checked nor started.
    public var isUntouched: Bool { attempts == 0 && directory == nil && hintsShown == 0 }
}

/// The learner's progress: `<LESSON_HOME>/progreso.json`, keyed by exercise id. Every update
/// reads, changes and writes the file under an exclusive lock, writing a temporary file and
/// renaming it into place, so two commands at once never lose an update nor leave half a file.
public struct ProgressStore: Sendable {
    public let file: URL

    public init(home: URL) { file = home.appendingPathComponent("progreso.json") }

    struct Document: Codable {
        var version = 1
        var exercises: [String: ExerciseProgress] = [:]
        enum CodingKeys: String, CodingKey { case version, exercises = "ejercicios" }
    }

    public func load() -> [String: ExerciseProgress] { read().exercises }

    public func progress(of exerciseID: String) -> ExerciseProgress { load()[exerciseID] ?? ExerciseProgress() }

    /// Changes one exercise's record and saves; answers the new record.
    @discardableResult
    public func update(_ exerciseID: String, _ change: (inout ExerciseProgress) -> Void) throws -> ExerciseProgress {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = FileLock(URL(fileURLWithPath: file.path + ".lock"))
        defer { lock.release() }
        var document = read()
        var record = document.exercises[exerciseID] ?? ExerciseProgress()
        change(&record)
        document.exercises[exerciseID] = record
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(document), to: file)
        return record
    }

    /// Records a check's outcome.
    @discardableResult
    public func record(_ report: GradingReport, now: Date = Date()) throws -> ExerciseProgress {
        try update(report.exercise) { record in
            if !report.cached || record.lastChecked == nil { record.attempts += 1 }
            record.lastPassed = report.passedCount
            record.lastTotal = report.total
            record.lastChecked = now
            if report.passed && !record.passed { record.passed = true; record.passedAt = now }
        }
    }

    private func read() -> Document {
        guard let data = FileManager.default.contents(atPath: file.path) else { return Document() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(Document.self, from: data)) ?? Document()
    }
}
