import Foundation
import Grading
import Messages
import Platform

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let check = Subcommand(
        name: "check", alias: "comprobar",
        arguments: [.init("EJ")],
        options: [.init("dir", value: "D", summary: Msg.CLI.Help.dir),
                  .init("json", summary: Msg.CLI.Help.json),
                  .init("formato", value: "F", summary: Msg.CLI.Help.formato)],
        summary: Msg.CLI.Help.check, details: Msg.CLI.Help.checkDetails,
        run: CheckCommand.run)
}

enum CheckCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let format = ReportFormat.chosen(invocation) else { return CLI.usageError }
        let setup: GradingSetup
        switch GradingSetup.prepare(invocation) {
        case .success(let prepared): setup = prepared
        case .failure(let failure): return failure.tell(invocation, as: format)
        }
        if format != .text, !FileManager.default.fileExists(atPath: setup.directory.path) {
            return GradingSetup.Failure(status: 1, code: .missingFolder,
                                        message: Msg.Grading.folderMissing(setup.directory.path)).tell(invocation, as: format)
        }
        let report = setup.grader.check(setup.exercise, directory: setup.directory)
        if format == .text { ProgressNotice.tell(invocation, setup.progress) }
        _ = try? setup.progress.record(report)
        switch format {
        case .text: invocation.say(report.rendered(style: invocation.style))
        case .json: invocation.say(report.json())
        case .gradescope: invocation.say(GradescopeResults(report).json())
        }
        return report.passed ? 0 : 1
    }
}

/// How `check` prints its answer: for people, or one of the machine-readable reports.
enum ReportFormat: String {
    case text, json, gradescope

    /// `--formato F`, or `--json`; nil (after saying why) when F is not a known format.
    static func chosen(_ invocation: Invocation) -> ReportFormat? {
        guard let name = invocation.option("formato") else { return invocation.flag("json") ? .json : .text }
        guard let format = ReportFormat(rawValue: name), format != .text else {
            invocation.complain("lesson: " + Msg.Grading.unknownFormat(name, known: ["json", "gradescope"]))
            return nil
        }
        return format
    }
}

/// What `check` and `vigilar` need: the exercise, the learner's folder, the grader, the progress.
struct GradingSetup {
    var exercise: Exercise
    var directory: URL
    var grader: Grader
    var progress: ProgressStore

    /// Why grading could not start, with the exit status to end with.
    struct Failure: Error {
        enum Code: String { case unknownExercise = "ejercicio-desconocido", missingFolder = "carpeta-inexistente"
                            case noCompiler = "sin-compilador", home = "lesson-home" }
        var status: Int32
        var code: Code
        var message: String
        /// More lines for people (the catalog's problems).
        var more: [String] = []

        /// Says it on standard error, or as a JSON error on standard output; answers the status.
        func tell(_ invocation: Invocation, as format: ReportFormat) -> Int32 {
            switch format {
            case .text:
                invocation.complain("lesson: " + message)
                for line in more { invocation.complain("  " + line) }
            case .json:
                invocation.say(ReportError(code: code.rawValue, message: message, details: more).json())
            case .gradescope:
                invocation.say(GradescopeResults(error: ReportError(code: code.rawValue, message: message, details: more)).json())
            }
            return status
        }
    }

    static func prepare(_ invocation: Invocation) -> Result<GradingSetup, Failure> {
        let exercise: Exercise
        switch ExerciseLookup.lookup(invocation, argument: "EJ") {
        case .success(let found): exercise = found
        case .failure(let failure): return .failure(failure)
        }
        let home: URL
        switch LessonHome.prepare(environment: invocation.environment) {
        case .success(let url): home = url
        case .failure(let problem): return .failure(Failure(status: 1, code: .home, message: problem.message))
        }
        let grader: Grader
        do { grader = try Grader(home: home, environment: invocation.environment) } catch {
            return .failure(Failure(status: 1, code: .noCompiler, message: Msg.Grading.noCompiler))
        }
        if let notice = Sandbox.notice(environment: invocation.environment) { invocation.complain("lesson: " + notice) }
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
        switch lookup(invocation, argument: argument) {
        case .success(let exercise): return exercise
        case .failure(let failure):
            _ = failure.tell(invocation, as: .text)
            return nil
        }
    }

    static func lookup(_ invocation: Invocation, argument: String) -> Result<Exercise, GradingSetup.Failure> {
        let catalog = ExerciseCatalog.load(environment: invocation.environment)
        let query = invocation.argument(argument) ?? ""
        switch catalog.find(query) {
        case .success(let exercise): return .success(exercise)
        case .failure(let error):
            return .failure(.init(status: 1, code: .unknownExercise, message: error.message,
                                  more: catalog.problems.map(\.description)))
        }
    }
}
