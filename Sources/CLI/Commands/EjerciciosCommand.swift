import Messages

// Owner: the grading engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let ejercicios = Subcommand(
        name: "ejercicios", alias: "exercises",
        summary: Msg.CLI.Help.ejercicios, details: Msg.CLI.Help.ejerciciosDetails,
        run: EjerciciosCommand.run)
}

enum EjerciciosCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        invocation.notYetAvailable()
    }
}
