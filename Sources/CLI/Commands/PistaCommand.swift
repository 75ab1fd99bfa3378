import Foundation
import Grading
import Messages
import REPL

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let pista = Subcommand(
        name: "pista", alias: "hint",
        arguments: [.init("EJ")],
        summary: Msg.CLI.Help.pista, details: Msg.CLI.Help.pistaDetails,
        run: PistaCommand.run)
}

enum PistaCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let exercise = ExerciseLookup.find(invocation, argument: "EJ") else { return 1 }
        guard !exercise.hints.isEmpty else {
            invocation.say(Msg.Grading.noHints(exercise.id))
            return 0
        }
        var shown = 0
        switch LessonHome.prepare(environment: invocation.environment) {
        case .success(let home):
            let store = ProgressStore(home: home)
            let record = try? store.update(exercise.id) { $0.hintsShown = min($0.hintsShown + 1, exercise.hints.count) }
            shown = record?.hintsShown ?? 1
        case .failure(let problem):
            // Still useful without a place to remember it: the first hint.
            invocation.complain("lesson: " + problem.message)
            shown = 1
        }
        let index = max(1, min(shown, exercise.hints.count))
        invocation.say(invocation.style.bold(Msg.Grading.hintHeading(index, of: exercise.hints.count, exercise: exercise.id)))
        invocation.say(exercise.hints[index - 1])
        if index == exercise.hints.count { invocation.say(invocation.style.dim(Msg.Grading.lastHint)) }
        return 0
    }
}
