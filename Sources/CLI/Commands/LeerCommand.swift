import Foundation
import Grading
import Messages
import Packs
import Platform

// Owner: the packs engineer.
extension Subcommand {
    public static let leer = Subcommand(
        name: "leer", alias: "read",
        arguments: [.init("ID")],
        summary: Msg.CLI.Help.leer, details: Msg.CLI.Help.leerDetails,
        run: LeerCommand.run)
}

/// `lesson leer ID`: the lesson rendered for the terminal (colour unless `NO_COLOR` or a pipe;
/// through the pager when long and on a terminal). An id that names no lesson, or several, is
/// answered in Spanish with suggestions and status 1: the command line itself was well formed.
enum LeerCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let query = invocation.argument("ID"), !query.allSatisfy(\.isWhitespace) else {
            invocation.complain(Msg.Packs.missingLessonID)
            return 2
        }
        let library = PackLoader.load(environment: invocation.environment)
        switch library.lesson(query) {
        case .failure(let error):
            invocation.complain(error.message)
            return 1
        case .success(let lesson):
            let terminal = TerminalOutput.detect(environment: invocation.environment)
            let text = LessonRenderer.render(lesson.markdown, width: terminal.width, color: invocation.style.enabled)
            if invocation.output is StandardOutput {
                terminal.show(text, environment: invocation.environment) { invocation.output.write($0) }
            } else {
                invocation.output.write(text)
            }
            // Remembered for «lesson siguiente» and «lesson ejercicios».
            if let path = LessonHome.path(environment: invocation.environment) {
                let store = ProgressStore(home: URL(fileURLWithPath: path))
                ProgressNotice.tell(invocation, store)
                try? store.recordLesson(lesson.id)
            }
            // Problems in this very lesson (an unterminated fence, say) concern whoever reads it.
            if let problems = PackListing.problems(library.diagnostics.filter { $0.location?.path == lesson.path }) {
                invocation.complain(problems)
            }
            return 0
        }
    }
}
