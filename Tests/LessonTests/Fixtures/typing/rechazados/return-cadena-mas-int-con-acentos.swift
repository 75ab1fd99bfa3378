enum Estado { case esperando, jugando(turno: Int), terminado(ganador: String) }
func describir(_ e: Estado) -> String {
    switch e {
    case .esperando: return "Esperando jugadores…"
    case .jugando(let t): return "Turno número " + t
    case .terminado(let g): return "Ganó \(g)"
    }
}
