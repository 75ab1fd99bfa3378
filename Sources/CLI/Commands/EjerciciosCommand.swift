import Foundation
import Grading
import Messages
import Packs
import Platform

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let ejercicios = Subcommand(
        name: "ejercicios", alias: "exercises",
        summary: Msg.CLI.Help.ejercicios, details: Msg.CLI.Help.ejerciciosDetails,
        run: EjerciciosCommand.run)
}

enum EjerciciosCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let catalog = ExerciseCatalog.load(environment: invocation.environment)
        var records: [String: ExerciseProgress] = [:]
        var lessonsRead: [String] = []
        if let path = LessonHome.path(environment: invocation.environment) {
            let store = ProgressStore(home: URL(fileURLWithPath: path))
            ProgressNotice.tell(invocation, store)
            records = store.load()
            lessonsRead = store.lessonsRead()
        }
        let style = invocation.style
        if catalog.exercises.isEmpty {
            invocation.say(Msg.Grading.noExercises)
        } else {
            let passed = catalog.exercises.filter { records[$0.id]?.passed == true }.count
            invocation.say(style.bold(Msg.Grading.exercisesHeading(passed: passed, total: catalog.exercises.count))
                           + "  " + progressBar(passed, of: catalog.exercises.count, style: style))
            let idWidth = catalog.exercises.map(\.id.count).max() ?? 0
            let titleWidth = catalog.exercises.map(\.title.count).max() ?? 0
            for exercise in catalog.exercises {
                let record = records[exercise.id] ?? ExerciseProgress()
                let mark: String
                if record.passed { mark = style.green("✔") }
                else if record.isUntouched { mark = style.dim("·") }
                else { mark = style.yellow("…") }
                let id = exercise.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                let title = exercise.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
                invocation.say("  \(mark) \(style.bold(id))  \(title)  \(style.dim(Msg.Grading.exerciseStatus(record.summary, hints: exercise.hints.count)))")
            }
            invocation.say("")
            let lessons = PackLoader.load(environment: invocation.environment).lessons
            if !lessons.isEmpty {
                let read = lessons.filter { lessonsRead.contains($0.id) }.count
                invocation.say(style.bold(Msg.Course.lessonsReadLine(read, of: lessons.count)) + "  "
                               + progressBar(read, of: lessons.count, style: style))
                invocation.say("")
            }
            invocation.say(style.dim(Msg.Grading.exercisesFooter))
        }
        if !catalog.problems.isEmpty {
            invocation.complain(Msg.Grading.catalogProblemsTitle)
            for problem in catalog.problems { invocation.complain("  " + problem.description) }
        }
        return 0
    }

    /// `[██████░░░░░░░░░░] 33 %`
    static func progressBar(_ done: Int, of total: Int, width: Int = 20, style: Style) -> String {
        let filled = total == 0 ? 0 : (done * width + total / 2) / total
        let percent = total == 0 ? 0 : (done * 100 + total / 2) / total
        return "[" + style.green(String(repeating: "█", count: filled)) + String(repeating: "░", count: width - filled) + "] \(percent) %"
    }
}
