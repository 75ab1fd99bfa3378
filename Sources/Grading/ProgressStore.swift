import Foundation
import Messages
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// What the learner has done with one exercise.
public struct ExerciseProgress: Codable, Sendable, Equatable {
    /// Passed every check at least once.
    public var passed = false
    public var attempts = 0
    public var hintsShown = 0
    /// Which hints were read (1-based): `pista` may show them out of order.
    public var hintsRead: [Int] = []
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
        case passedAt = "aprobado_el", directory = "carpeta", hintsRead = "pistas_leidas"
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
        // Older records only counted hints: the first `hintsShown` were the ones read.
        hintsRead = try container.decodeIfPresent([Int].self, forKey: .hintsRead) ?? Array(stride(from: 1, through: hintsShown, by: 1))
    }

    /// Marks hint `number` read.
    public mutating func read(hint number: Int) {
        if !hintsRead.contains(number) { hintsRead.append(number); hintsRead.sort() }
        hintsShown = hintsRead.count
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
        var version = ProgressStore.version
        var exercises: [String: ExerciseProgress] = [:]
        /// Lesson ids `leer` has shown, in the order first read.
        var lessons: [String] = []
        enum CodingKeys: String, CodingKey { case version, exercises = "ejercicios", lessons = "lecciones_leidas" }

        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
            exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
            lessons = try container.decodeIfPresent([String].self, forKey: .lessons) ?? []
        }
    }

    /// The format this build writes; older files are read and upgraded as they are.
    static let version = 2

    /// Why the file cannot be used as it is, for the learner; nil when it can.
    public enum Problem: Error, Equatable {
        /// Not JSON of the expected shape: it is kept aside (`backup`) and a new one begins.
        case unreadable
        /// Written by a newer `lesson`: it is left as it is and nothing is recorded.
        case newer(Int)
    }

    public func problem() -> Problem? { read().1 }

    /// Where an unreadable file is kept before a new one is started.
    public var backup: URL { URL(fileURLWithPath: file.path + ".dañado") }

    public func load() -> [String: ExerciseProgress] { read().0.exercises }

    /// The lessons `leer` has shown.
    public func lessonsRead() -> [String] { read().0.lessons }

    /// Records that a lesson was read.
    public func recordLesson(_ id: String) throws {
        try change { document in if !document.lessons.contains(id) { document.lessons.append(id) } }
    }

    public func progress(of exerciseID: String) -> ExerciseProgress { load()[exerciseID] ?? ExerciseProgress() }

    /// Changes one exercise's record and saves; answers the new record.
    @discardableResult
    public func update(_ exerciseID: String, _ change: (inout ExerciseProgress) -> Void) throws -> ExerciseProgress {
        var record = ExerciseProgress()
        try self.change { document in
            record = document.exercises[exerciseID] ?? ExerciseProgress()
            change(&record)
            document.exercises[exerciseID] = record
        }
        return record
    }

    /// Keeps an unreadable file aside as `progreso.json.dañado` at once, so the next record starts
    /// anew (and what a command says about it is already true). False when the file is fine or a
    /// copy is there already, which is never overwritten.
    public func keepDamagedAside() -> Bool {
        let lock = FileLock(URL(fileURLWithPath: file.path + ".lock"))
        defer { lock.release() }
        guard case .unreadable? = read().1 else { return false }
        return (try? moveAside()) ?? false
    }

    /// Moves the file to `backup` unless a copy is there; the caller holds the lock.
    private func moveAside() throws -> Bool {
        guard !FileManager.default.fileExists(atPath: backup.path) else { return false }
        try FileManager.default.moveItem(at: file, to: backup)
        return true
    }

    /// Reads, changes and writes the whole file under the lock. An unreadable file is first
    /// kept aside as `progreso.json.dañado` (never overwritten: nothing is lost); a newer
    /// version's file is not touched.
    private func change(_ edit: (inout Document) -> Void) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = FileLock(URL(fileURLWithPath: file.path + ".lock"))
        defer { lock.release() }
        var (document, problem) = read()
        switch problem {
        case .newer(let version)?: throw Problem.newer(version)
        case .unreadable?:
            guard try moveAside() else { throw Problem.unreadable }
        case nil: break
        }
        edit(&document)
        document.version = Self.version
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(document), to: file)
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

    /// `…/progreso.json:3:12` where the JSON breaks, as far as the parser says; the bare path
    /// when it is whole JSON of another shape.
    public func damagedPlace() -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else { return file.path }
        let text = String(decoding: data, as: UTF8.self)
        var offset: Int? = nil
        do { _ = try JSONSerialization.jsonObject(with: data) } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if let range = description.range(of: #"character (\d+)"#, options: .regularExpression) {
                offset = Int(description[range].dropFirst("character ".count))
            } else {
                offset = text.count  // «Unexpected end of file»: where the text stops.
            }
        }
        guard let offset else { return file.path }
        let before = text.prefix(offset)
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(file.path):\(line):\(column)"
    }

    private func read() -> (Document, Problem?) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return (Document(), nil) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let document = try? decoder.decode(Document.self, from: data) else { return (Document(), .unreadable) }
        if document.version > Self.version { return (document, .newer(document.version)) }
        return (document, nil)
    }
}
