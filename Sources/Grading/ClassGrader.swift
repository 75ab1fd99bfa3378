import Foundation
import Messages

/// One learner's row: the report `check` would give, without recording any progress.
public struct ClassGrade: Sendable, Equatable {
    public enum Status: String, Sendable, Codable {
        case passed = "aprobado"
        case failed = "con-fallos"
        /// The program compiled but did not run to its end (timeout, crash, flood, limit).
        case runFailed = "fallo-al-ejecutar"
        case notCompiled = "no-compila"
        case missingFiles = "sin-archivos"
        /// Not graded: the folder or one of its files points out of the class folder.
        case refused = "rechazado"
    }

    public var learner: String
    public var status: Status
    public var report: GradingReport
}

/// `lesson corregir`: every learner of a roster graded as `check` grades, `jobs` at a time.
/// Submissions with the same files are graded once (a class hands in many copies of the
/// starter); the grader's cache answers what was graded before.
public struct ClassGrader: Sendable {
    public var grader: Grader
    public var jobs: Int

    public init(grader: Grader, jobs: Int) {
        self.grader = grader
        self.jobs = max(1, jobs)
    }

    /// `progress(done, total)` is called after each learner, from the worker threads, one at a time.
    public func grade(_ exercise: Exercise, roster: ClassRoster,
                      progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) -> [ClassGrade] {
        let plan = ScoringPlan(exercise: exercise)
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        var grades = [ClassGrade?](repeating: nil, count: roster.learners.count)
        for (index, learner) in roster.learners.enumerated() {
            if let refusal = learner.refusal {
                grades[index] = ClassGrade(learner: learner.id, status: .refused,
                                           report: plan.ungraded(exercise, directory: learner.id, reason: refusal))
                continue
            }
            let key = Self.contentKey(exercise, learner.directory)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        let results = Slots(grades)
        let done = Counter(grades.filter { $0 != nil }.count)
        let total = roster.learners.count
        if done.value > 0 { progress(done.value, total) }
        let queue = WorkQueue(order)
        let members = groups
        let finished = DispatchGroup()
        for _ in 0..<min(jobs, max(order.count, 1)) {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                while let key = queue.next() {
                    let group = members[key] ?? []
                    guard let first = group.first else { continue }
                    let directory = roster.learners[first].directory
                    let report = grader.check(exercise, directory: directory, displayBase: directory)
                    let status = Self.status(report, exercise: exercise, directory: directory)
                    for index in group {
                        var own = report
                        own.directory = roster.learners[index].id
                        results.set(index, ClassGrade(learner: roster.learners[index].id, status: status, report: own))
                        done.increment { progress($0, total) }
                    }
                }
            }
        }
        finished.wait()
        return results.values.compactMap { $0 }
    }

    static func status(_ report: GradingReport, exercise: Exercise, directory: URL) -> ClassGrade.Status {
        if report.passed { return .passed }
        let manager = FileManager.default
        if !exercise.files.allSatisfy({ manager.fileExists(atPath: directory.appendingPathComponent($0).path) }) {
            return .missingFiles
        }
        if report.lines.first(where: { $0.kind == .compilation })?.passed != true { return .notCompiled }
        return report.reason == nil ? .failed : .runFailed
    }

    /// What decides the grade: the bytes of each of the exercise's files (or their absence).
    static func contentKey(_ exercise: Exercise, _ directory: URL) -> String {
        var data = Data()
        for name in exercise.files {
            if let content = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                data += Data("\u{0}\(name)\u{0}\(content.count)\u{0}".utf8) + content
            } else {
                data += Data("\u{0}\(name)\u{0}-\u{0}".utf8)
            }
        }
        return SHA256.hex(data)
    }
}

/// Learners graded so far.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int
    init(_ start: Int) { count = start }
    var value: Int { lock.withLock { count } }
    /// Counts one and calls `report` with the new count, under the lock (so calls never overlap).
    func increment(_ report: (Int) -> Void) {
        lock.withLock {
            count += 1
            report(count)
        }
    }
}

private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String]
    private var index = 0
    init(_ items: [String]) { self.items = items }
    func next() -> String? {
        lock.withLock {
            guard index < items.count else { return nil }
            defer { index += 1 }
            return items[index]
        }
    }
}
