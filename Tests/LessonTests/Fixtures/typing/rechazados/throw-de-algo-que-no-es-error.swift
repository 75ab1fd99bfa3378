enum Evento { case cargar, cancelar }
func enviar(_ e: Evento) throws {
    switch e {
    case .cargar: print("cargando")
    case .cancelar: throw "cancelado"
    }
}
try enviar(.cargar)
