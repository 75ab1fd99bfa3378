import Messages

// Owner: the packs engineer (with grading). Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let validar = Subcommand(
        name: "validar", alias: "validate",
        arguments: [.init("RAIZ", required: false)],
        summary: Msg.CLI.Help.validar, details: Msg.CLI.Help.validarDetails,
        run: ValidarCommand.run)
}

enum ValidarCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        invocation.notYetAvailable()
    }
}
