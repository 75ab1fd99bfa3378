import Messages

extension Subcommand {
    /// `lesson ayuda [ORDEN]`.
    public static let ayuda = Subcommand(
        name: "ayuda", alias: "help",
        arguments: [.init("ORDEN", required: false)],
        summary: Msg.CLI.Help.ayuda, details: Msg.CLI.Help.ayudaDetails,
        run: AyudaCommand.run)
}

enum AyudaCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        guard let topic = invocation.argument("ORDEN") else {
            invocation.say(CLI.globalHelp)
            return 0
        }
        guard let command = Subcommand.named(topic) else {
            invocation.complain(Msg.CLI.unknownCommand(topic))
            invocation.complain(Msg.CLI.seeHelp(nil))
            return CLI.usageError
        }
        invocation.say(command.help)
        return 0
    }
}
