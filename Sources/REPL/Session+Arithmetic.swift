import Messages

// Owner: whoever builds the arithmetic, table and graph views. Replace the bodies; keep the
// signatures (Session.dispatch calls them). `arguments` is the rest of the line, trimmed.
extension Session {
    func handleContar(_ arguments: String) { notYetAvailable(.contar) }
    func handleComparar(_ arguments: String) { notYetAvailable(.comparar) }
    func handleDestinos(_ arguments: String) { notYetAvailable(.destinos) }
    func handleAlcanzables(_ arguments: String) { notYetAvailable(.alcanzables) }
    func handleCamino(_ arguments: String) { notYetAvailable(.camino) }
    func handleTabla(_ arguments: String) { notYetAvailable(.tabla) }
    func handleGrafo(_ arguments: String) { notYetAvailable(.grafo) }
    func handleExportarTest(_ arguments: String) { notYetAvailable(.exportarTest) }
}
