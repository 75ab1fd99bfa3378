import Messages

// Owner: the lead. `:alcanzables`, `:camino`, `:tabla`, `:grafo`, `:exportar-test`.
extension Session {
    func handleAlcanzables(_ arguments: String) { notYetAvailable(.alcanzables) }
    func handleCamino(_ arguments: String) { notYetAvailable(.camino) }
    func handleTabla(_ arguments: String) { notYetAvailable(.tabla) }
    func handleGrafo(_ arguments: String) { notYetAvailable(.grafo) }
    func handleExportarTest(_ arguments: String) { notYetAvailable(.exportarTest) }
}
