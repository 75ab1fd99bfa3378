import Messages

/// The shell's own commands: `:ayuda`, `:salir`.
extension Session {
    func handleAyuda(_ arguments: String) {
        if !arguments.isEmpty {
            let topic = arguments.hasPrefix(":") ? String(arguments.dropFirst()) : arguments
            guard let command = CommandTable.lookup(topic) else {
                showError(Msg.REPL.helpUnknownTopic(arguments))
                return
            }
            let info = CommandTable.info(command)
            let width = info.usage.count + aliasText(info).count + 1
            show(helpLine(info, width: width), hanging: width + 3)
            return
        }
        let width = CommandTable.all.map { $0.usage.count + aliasText($0).count + 1 }.max() ?? 20
        var lines = [Msg.REPL.helpHeader]
        for group in CommandGroup.allCases {
            let commands = CommandTable.all.filter { $0.group == group }
            guard !commands.isEmpty else { continue }
            lines.append("")
            lines.append(style.bold(group.rawValue))
            lines += commands.map { helpLine($0, width: width) }
        }
        // A summary too long for the line goes on under its own column.
        show(lines.joined(separator: "\n"), hanging: width + 3)
        show("\n" + Msg.REPL.helpFooter)
    }

    private func aliasText(_ info: CommandInfo) -> String {
        info.alias.map { " (:\($0))" } ?? ""
    }

    private func helpLine(_ info: CommandInfo, width: Int) -> String {
        let plain = info.usage + aliasText(info)
        let padding = String(repeating: " ", count: max(1, width - plain.count + 1))
        return "  " + style.cyan(info.usage) + style.dim(aliasText(info)) + padding + info.summary
    }

    func handleSalir(_ arguments: String) {
        if interactive { show(Msg.REPL.goodbye) }
        finish()
    }
}
