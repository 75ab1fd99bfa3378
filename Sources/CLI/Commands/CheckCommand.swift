import Foundation
import Grading
import Messages
import REPL

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let check = Subcommand(
        name: "check", alias: "comprobar",
        arguments: [.init("EJ")],
        options: [.init("dir", value: "D", summary: Msg.CLI.Help.dir),
                  .init("json", summary: Msg.CLI.Help.json)],
        summary: Msg.CLI.Help.check, details: Msg.CLI.Help.checkDetails,
        run: CheckCommand.run)
}

enum CheckCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let setup: GradingSetup
        switch GradingSetup.prepare(invocation) {
        case .success(let prepared): setup = prepared
        case .failure(let failure): return failure.status
        }
        let report = setup.grader.check(setup.exercise, directory: setup.directory)
        _ = try? setup.progress.record(report)
        if invocation.flag("json") {
            invocation.say(report.json())
        } else {
            invocation.say(report.rendered(style: invocation.style))
        }
        return report.passed ? 0 : 1
    }
}

/// What `check` and `vigilar` need: the exercise, the learner's folder, the grader, the progress.
struct GradingSetup {
    var exercise: Exercise
    var directory: URL
    var grader: Grader
    var progress: ProgressStore

    /// A failure already explained on standard error, with the exit status to end with.
    struct Failure: Error { var status: Int32 }

    static func prepare(_ invocation: Invocation) -> Result<GradingSetup, Failure> {
        guard let exercise = ExerciseLookup.find(invocation, argument: "EJ") else {
            return .failure(Failure(status: 1))
        }
        let home: URL
        switch LessonHome.prepare(environment: invocation.environment) {
        case .success(let url): home = url
        case .failure(let problem):
            invocation.complain("lesson: " + problem.message)
            return .failure(Failure(status: 1))
        }
        let grader: Grader
        do { grader = try Grader(home: home, environment: invocation.environment) } catch {
            invocation.complain("lesson: " + Msg.Grading.noCompiler)
            return .failure(Failure(status: 1))
        }
        let progress = ProgressStore(home: home)
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let directory = Workspace.resolve(exercise, option: invocation.option("dir"), currentDirectory: current,
                                          progress: progress.progress(of: exercise.id))
        return .success(GradingSetup(exercise: exercise, directory: directory, grader: grader, progress: progress))
    }
}

/// Finding the exercise a command names, with the catalog's problems reported on standard error.
/// An unknown exercise ends with status 1, like an unknown lesson (2 is for a malformed command line).
enum ExerciseLookup {
    static func find(_ invocation: Invocation, argument: String) -> Exercise? {
        let catalog = ExerciseCatalog.load(environment: invocation.environment)
        let query = invocation.argument(argument) ?? ""
        switch catalog.find(query) {
        case .success(let exercise): return exercise
        case .failure(let error):
            invocation.complain("lesson: " + error.message)
            for problem in catalog.problems { invocation.complain("  " + problem.description) }
            return nil
        }
    }
}
