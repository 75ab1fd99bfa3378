import Messages

// Owner: the packs engineer. Replace the body of `run`; keep the spec unless the command line changes.
extension Subcommand {
    public static let leer = Subcommand(
        name: "leer", alias: "read",
        arguments: [.init("ID")],
        summary: Msg.CLI.Help.leer, details: Msg.CLI.Help.leerDetails,
        run: LeerCommand.run)
}

enum LeerCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        invocation.notYetAvailable()
    }
}
