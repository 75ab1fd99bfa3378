import Foundation
import Grading
import Messages
import Platform

extension Subcommand {
    public static let pista = Subcommand(
        name: "pista", alias: "hint",
        arguments: [.init("EJ"), .init("N", required: false)],
        options: [.init("dir", value: "D", summary: Msg.CLI.Help.dir),
                  .init("todas", summary: Msg.CLI.Help.todas)],
        summary: Msg.CLI.Help.pista, details: Msg.CLI.Help.pistaDetails,
        run: PistaCommand.run)
}

/// `lesson pista EJ [N|--todas]`: the hint tied to the first thing failing now (the learner's
/// files are checked, from the cache when unchanged), else the next unread one; N reads hint N
/// again; every hint read is remembered.
enum PistaCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let exercise = ExerciseLookup.find(invocation, argument: "EJ") else { return 1 }
        let hints = exercise.hintList
        guard !hints.isEmpty else {
            invocation.say(Msg.Grading.noHints(exercise.id))
            return 0
        }
        let home = LessonHome.prepare(environment: invocation.environment)
        let store: ProgressStore? = (try? home.get()).map(ProgressStore.init(home:))
        if case .failure(let problem) = home { invocation.complain("lesson: " + problem.message) }
        if let store { ProgressNotice.tell(invocation, store) }
        if invocation.flag("todas") {
            for number in 1...hints.count { show(number, of: exercise, invocation) }
            remember(Array(1...hints.count), exercise, store)
            return 0
        }
        if let text = invocation.argument("N") {
            guard let number = Int(text), (1...hints.count).contains(number) else {
                invocation.complain("lesson: " + Msg.Course.hintNumberOutOfRange(text, count: hints.count, exercise: exercise.id))
                return 2
            }
            show(number, of: exercise, invocation)
            remember([number], exercise, store)
            return 0
        }
        let record = store?.progress(of: exercise.id) ?? ExerciseProgress()
        let (failing, compiles, report) = currentFailures(exercise, invocation, record: record, store: store)
        let plan = ScoringPlan(exercise: exercise)
        let number = HintChoice.choose(hints, plan: plan, failing: failing, compiles: compiles,
                                       read: Set(record.hintsRead)) ?? 1
        let hint = hints[number - 1]
        if !compiles, hint.helpsCompiling {
            invocation.say(invocation.style.dim(Msg.Course.hintForCompiling))
        } else if let item = report?.items.first(where: { item in
            !item.passed && plan.entries.contains { $0.id == item.id && hint.helps(with: $0) }
        }) {
            invocation.say(invocation.style.dim(Msg.Course.hintFor(item.name)))
        }
        show(number, of: exercise, invocation)
        remember([number], exercise, store)
        let read = Set(record.hintsRead + [number]).count
        if read < hints.count { invocation.say(invocation.style.dim(Msg.Course.hintsRead(read, of: hints.count, exercise: exercise.id))) }
        return 0
    }

    /// The ids of what fails now, in report order; nil when the files cannot be graded here.
    private static func currentFailures(_ exercise: Exercise, _ invocation: Invocation, record: ExerciseProgress,
                                        store: ProgressStore?) -> ([String]?, Bool, GradingReport?) {
        guard let home = try? LessonHome.prepare(environment: invocation.environment).get(),
              let grader = try? Grader(home: home, environment: invocation.environment) else { return (nil, true, nil) }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let directory = Workspace.resolve(exercise, option: invocation.option("dir"), currentDirectory: current, progress: record)
        let present = exercise.files.allSatisfy { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        guard present else { return (nil, true, nil) }
        let report = grader.check(exercise, directory: directory)
        let compiles = report.lines.first { $0.kind == .compilation }?.passed ?? true
        return (report.items.filter { !$0.passed }.map(\.id), compiles, report)
    }

    private static func show(_ number: Int, of exercise: Exercise, _ invocation: Invocation) {
        let total = exercise.hintList.count
        invocation.say(invocation.style.bold(Msg.Grading.hintHeading(number, of: total, exercise: exercise.id)))
        invocation.say(exercise.hintList[number - 1].text)
        if number == total { invocation.say(invocation.style.dim(Msg.Grading.lastHint)) }
    }

    private static func remember(_ numbers: [Int], _ exercise: Exercise, _ store: ProgressStore?) {
        _ = try? store?.update(exercise.id) { record in numbers.forEach { record.read(hint: $0) } }
    }
}

/// Says, once per command, why the progress file cannot be used as it is.
enum ProgressNotice {
    static func tell(_ invocation: Invocation, _ store: ProgressStore) {
        if let text = settle(store) { invocation.complain("lesson: " + text) }
    }

    /// Settles the file before a command reads it: an unreadable one is kept aside now (so the
    /// next command is quiet), and what happened is returned to be said; nil when all is well.
    static func settle(_ store: ProgressStore) -> String? {
        switch store.problem() {
        case nil: return nil
        case .unreadable?:
            let place = store.damagedPlace()
            return store.keepDamagedAside() ? Msg.Course.progressUnreadable(place, backup: store.backup.path)
                                            : Msg.Course.progressBackupTaken(store.file.path, backup: store.backup.path)
        case .newer(let version)?:
            return Msg.Course.progressNewer(store.file.path, version: version)
        }
    }
}
