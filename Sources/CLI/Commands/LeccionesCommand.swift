import Messages

// Owner: the packs engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let lecciones = Subcommand(
        name: "lecciones", alias: "list",
        summary: Msg.CLI.Help.lecciones, details: Msg.CLI.Help.leccionesDetails,
        run: LeccionesCommand.run)
}

enum LeccionesCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        invocation.notYetAvailable()
    }
}
