import Foundation
import Platform
import Grading
import Messages
import Packs

extension Subcommand {
    public static let siguiente = Subcommand(
        name: "siguiente", alias: "next",
        summary: Msg.CLI.Help.siguiente, details: Msg.CLI.Help.siguienteDetails,
        run: SiguienteCommand.run)
}

/// `lesson siguiente`: where the learner was, and how to go on (also said by a bare `lesson`
/// on a terminal before the REPL starts).
enum SiguienteCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        invocation.say(text(environment: invocation.environment, style: invocation.style, notice: { invocation.complain($0) }))
        return 0
    }

    static func text(environment: [String: String], style: Style, notice: (String) -> Void) -> String {
        let library = PackLoader.load(environment: environment)
        let catalog = ExerciseCatalog.load(environment: environment)
        let store = LessonHome.path(environment: environment).map { ProgressStore(home: URL(fileURLWithPath: $0)) }
        if let store, let text = ProgressNotice.settle(store) { notice("lesson: " + text) }
        let next = CourseNext.find(lessons: library.lessons.map { ($0.id, $0.title) }, exercises: catalog.exercises,
                                   progress: store?.load() ?? [:], lessonsRead: Set(store?.lessonsRead() ?? []))
        let width = TerminalSize.columns(environment: environment)
        // Broken at words to the width, as the REPL's own lines are: a title and a lesson id are long.
        func fitted(_ text: String) -> String { Msg.wrapWords(text, width: width, indent: "").joined(separator: "\n") }
        switch next {
        case .lesson(let id, let title): return style.bold(fitted(Msg.Course.nextLesson(id, title: title)))
        case .exercise(let id, let title, let started): return style.bold(fitted(Msg.Course.nextExercise(id, title: title, started: started)))
        case .done: return fitted(Msg.Course.courseDone)
        case .empty: return fitted(Msg.Course.nothingToFollow)
        }
    }
}
