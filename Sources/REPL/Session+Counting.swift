import Messages

// Owner: the arithmetic engineer. `:contar`, `:comparar`, `:destinos`.
extension Session {
    func handleContar(_ arguments: String) { notYetAvailable(.contar) }
    func handleComparar(_ arguments: String) { notYetAvailable(.comparar) }
    func handleDestinos(_ arguments: String) { notYetAvailable(.destinos) }
}
