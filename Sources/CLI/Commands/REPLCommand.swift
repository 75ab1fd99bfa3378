import Messages
import REPL

extension Subcommand {
    /// `lesson`, `lesson repl [--modelo M]`.
    public static let repl = Subcommand(
        name: "repl", alias: nil,
        options: [.init("modelo", aliases: ["model"], value: "M", summary: Msg.CLI.Help.modelo)],
        summary: Msg.CLI.Help.repl, details: Msg.CLI.Help.replDetails,
        run: { REPL.run(model: $0.option("modelo"), environment: $0.environment) })
}
