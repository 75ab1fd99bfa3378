import Foundation
import Grading
import Messages
import Platform
#if canImport(Glibc)
import Glibc
#endif

extension Subcommand {
    public static let corregir = Subcommand(
        name: "corregir", alias: "grade",
        arguments: [.init("EJ"), .init("CARPETA")],
        options: [.init("salida", value: "DIR", summary: Msg.CLI.Help.salida),
                  .init("trabajos", value: "N", summary: Msg.CLI.Help.trabajos)],
        summary: Msg.CLI.Help.corregir, details: Msg.CLI.Help.corregirDetails,
        run: CorregirCommand.run)
}

/// `lesson corregir EJ CARPETA`: the class's table on standard output, warnings and the progress
/// bar (on a terminal only) on standard error, the files in `--salida`.
enum CorregirCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let value = invocation.option("trabajos") {
            guard let number = Int(value), number > 0 else {
                invocation.complain("lesson: " + Msg.Class.badJobs(value))
                return CLI.usageError
            }
            jobs = number
        }
        let setup: GradingSetup
        switch GradingSetup.prepare(invocation) {
        case .success(let prepared): setup = prepared
        case .failure(let failure): return failure.tell(invocation, as: .text)
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = URL(fileURLWithPath: invocation.argument("CARPETA") ?? ".", relativeTo: current).standardizedFileURL
        let output = invocation.option("salida").map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL } ?? folder
        let roster: ClassRoster
        switch ClassRoster.read(folder, exercise: setup.exercise) {
        case .success(let read): roster = read
        case .failure(let problem):
            invocation.complain("lesson: " + problem.message)
            return 1
        }
        // Points for a test that does not exist: said, and the class graded with 1 point for that test.
        let warnings = roster.warnings + ScoringPlan(exercise: setup.exercise).unknownNameProblems(in: setup.exercise)
        for warning in warnings { invocation.complain("lesson: " + warning) }
        guard !roster.learners.isEmpty else {
            invocation.complain("lesson: " + Msg.Class.noLearners)
            return 1
        }
        if let problem = ClassReport.checkWritable(output) {
            invocation.complain("lesson: " + problem.message)
            return 1
        }
        let start = Date()
        let shownJobs = min(jobs, roster.learners.count)
        invocation.say(Msg.Class.heading(setup.exercise.id, title: setup.exercise.title, learners: roster.learners.count, jobs: shownJobs))
        let bar = ProgressBar(enabled: isatty(2) == 1 && invocation.output is StandardOutput, output: invocation.output)
        let grades = ClassGrader(grader: setup.grader, jobs: jobs).grade(setup.exercise, roster: roster) { done, total in
            bar.show(done, of: total)
        }
        bar.clear()
        let width = grades.map(\.learner.count).max() ?? 0
        for grade in grades {
            let report = grade.report
            invocation.say("  " + Msg.Class.row(grade.learner.padding(toLength: width, withPad: " ", startingAt: 0),
                                                passed: report.passedCount, total: report.total,
                                                points: Msg.Grading.number(report.points),
                                                maximum: Msg.Grading.number(report.maxPoints), status: grade.status.rawValue))
            if grade.status == .refused, let reason = report.reason { invocation.complain("lesson: \(grade.learner): " + reason) }
        }
        invocation.say(Msg.Class.summary(passed: grades.filter { $0.status == .passed }.count, learners: grades.count,
                                         seconds: Date().timeIntervalSince(start)))
        switch ClassReport.write(setup.exercise, grades: grades, warnings: warnings, to: output) {
        case .success(let files):
            invocation.say(Msg.Class.written(csv: Grader.display(files[0], base: current), json: Grader.display(files[1], base: current)))
        case .failure(let problem):
            invocation.complain("lesson: " + problem.message)
            return 1
        }
        let refused = grades.filter { $0.status == .refused }.count
        if refused > 0 {
            invocation.complain("lesson: " + Msg.Class.notGraded(refused))
            return 1
        }
        return 0
    }
}

/// `[██████░░░░] 12/30 alumnos` redrawn in place on standard error.
final class ProgressBar: @unchecked Sendable {
    private let enabled: Bool
    private let output: OutputSink
    private var drawn = false

    init(enabled: Bool, output: OutputSink) { self.enabled = enabled; self.output = output }

    /// Called one at a time (the grader serialises its progress calls).
    func show(_ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let width = 24, filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        output.writeError("\r[\(bar)] " + Msg.Class.progress(done, of: total))
        drawn = true
    }

    func clear() {
        guard enabled, drawn else { return }
        output.writeError("\r\u{1B}[2K")
    }
}
