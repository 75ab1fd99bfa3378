enum Estado { case inactivo, cargando(intento: Int) }
enum Evento { case cargar, fallo }
func paso(_ e: Estado, _ ev: Evento) -> Estado {
    switch (e, ev) {
    case (.inactivo, .cargar): return .cargando(intento: 1)
    case (.cargando(let n), .fallo) where n > 3: return .inactivo
    }
}
