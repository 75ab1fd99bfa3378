import Messages

// Owner: the packs engineer. Replace the bodies; keep the signatures (Session.dispatch calls them).
// `arguments` is the rest of the line after the command, trimmed ("" when there is none).
// Register completions (lesson ids, model names) with `addArgumentCompletion(for:_:)`.
extension Session {
    func handleLecciones(_ arguments: String) { notYetAvailable(.lecciones) }
    func handleLeer(_ arguments: String) { notYetAvailable(.leer) }
    func handleModelos(_ arguments: String) { notYetAvailable(.modelos) }
}

extension Session {
    /// The answer of a command whose work belongs to a later issue.
    func notYetAvailable(_ command: ReplCommand) {
        showError(Msg.notYetAvailable(":" + CommandTable.info(command).name))
    }
}
