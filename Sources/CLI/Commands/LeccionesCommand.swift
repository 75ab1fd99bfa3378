import Messages
import Packs

// Owner: the packs engineer.
extension Subcommand {
    public static let lecciones = Subcommand(
        name: "lecciones", alias: "list",
        summary: Msg.CLI.Help.lecciones, details: Msg.CLI.Help.leccionesDetails,
        run: LeccionesCommand.run)
}

/// `lesson lecciones`: every pack of the bundled root and `LESSON_PATH`, its lessons and models.
/// Broken packs are reported after the listing, on standard error; the status stays 0 as long
/// as some lesson could be listed (a learner can still read those; `lesson validar` is the
/// instructor's command that fails on problems), and is 1 only when there is nothing to list.
enum LeccionesCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let library = PackLoader.load(environment: invocation.environment)
        if library.lessons.isEmpty {
            invocation.complain(Msg.Packs.noPacks)
        } else {
            invocation.say(PackListing.lessons(library, style: invocation.style))
        }
        if let problems = PackListing.problems(library.diagnostics) { invocation.complain(problems) }
        return library.lessons.isEmpty ? 1 : 0
    }
}
