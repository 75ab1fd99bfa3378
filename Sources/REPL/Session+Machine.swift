import Messages

// Owner: the lead (interpreter). Replace the bodies; keep the signatures (Session.dispatch and
// Session.handle call them). `arguments` is the rest of the line, trimmed ("" when none).
// Set `modelName` when a model loads (the prompt shows it); poll `interruptRequested()` in long
// work; keep state in a `component`; register event/type completions with `addCompletionSource`.
extension Session {
    func handleCargar(_ arguments: String) { notYetAvailable(.cargar) }
    func handleEstado(_ arguments: String) { notYetAvailable(.estado) }
    func handleEventos(_ arguments: String) { notYetAvailable(.eventos) }
    func handleEnviar(_ arguments: String) { notYetAvailable(.enviar) }
    func handleDeshacer(_ arguments: String) { notYetAvailable(.deshacer) }
    func handleRehacer(_ arguments: String) { notYetAvailable(.rehacer) }
    func handleHistoria(_ arguments: String) { notYetAvailable(.historia) }
    func handleReiniciar(_ arguments: String) { notYetAvailable(.reiniciar) }

    /// A line starting with `.`, such as `.cargar(id: 7)`: an event to send.
    func handleEventLine(_ line: String) {
        showError(Msg.notYetAvailable("Enviar eventos («\(Msg.echo(line))»)"))
    }

    /// Anything that is not a command nor an event: Swift, possibly several lines.
    func handleSwift(_ code: String) {
        showError(Msg.notYetAvailable("Evaluar Swift («\(Msg.echo(code))»)"))
    }

    /// `lesson repl --modelo M`: load M before the first prompt.
    public func start(model: String) { handleCargar(model) }
}
