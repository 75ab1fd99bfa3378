import Foundation
import Grading
import Messages
import Platform

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let empezar = Subcommand(
        name: "empezar", alias: "start",
        arguments: [.init("EJ")],
        options: [.init("dir", value: "D", summary: Msg.CLI.Help.dir)],
        summary: Msg.CLI.Help.empezar, details: Msg.CLI.Help.empezarDetails,
        run: EmpezarCommand.run)
}

enum EmpezarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let exercise = ExerciseLookup.find(invocation, argument: "EJ") else { return 1 }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let directory = URL(fileURLWithPath: invocation.option("dir") ?? exercise.name, relativeTo: current).standardizedFileURL
        switch Workspace.start(exercise, in: directory) {
        case .failure(.unusable(let path, let reason)):
            invocation.complain("lesson: " + Msg.Grading.cannotStart(path, reason: reason))
            return 1
        case .success(let result):
            if let home = LessonHome.path(environment: invocation.environment) {
                _ = try? ProgressStore(home: URL(fileURLWithPath: home)).update(exercise.id) { $0.directory = directory.path }
            }
            let shown = Grader.display(directory, base: current)
            let style = invocation.style
            invocation.say(style.bold(Msg.Grading.startedHeading(exercise.id, title: exercise.title)))
            if !result.created.isEmpty { invocation.say(Msg.Grading.startedCreated(shown, files: result.created)) }
            if !result.kept.isEmpty { invocation.say(style.yellow(Msg.Grading.startedKept(shown, files: result.kept))) }
            // A file the starter does not bring (a broken exercise) is said, not promised.
            let absent = exercise.files.filter { !FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
            if !absent.isEmpty { invocation.complain("lesson: " + Msg.Grading.templateLacks(absent.map { "\(shown)/\($0)" })) }
            let dirOption = invocation.option("dir") == nil ? nil : shown
            invocation.say("")
            invocation.say(Msg.Grading.startedNext(statement: "\(shown)/enunciado.md", files: exercise.files.map { "\(shown)/\($0)" },
                                                   exercise: exercise.id, dirOption: dirOption))
            return 0
        }
    }
}
