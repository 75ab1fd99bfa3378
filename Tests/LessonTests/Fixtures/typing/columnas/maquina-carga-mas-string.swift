enum Estado { case inactivo, cargando(intento: Int), listo(datos: [String]) }
enum Evento { case cargar, exito([String]), fallo }
func paso(_ e: Estado, _ ev: Evento) -> Estado {
    switch (e, ev) {
    case (.inactivo, .cargar): return .cargando(intento: 1)
    case (.cargando(let n), .fallo): return .cargando(intento: n + "1")
    case (.cargando, .exito(let d)): return .listo(datos: d)
    default: return e
    }
}
print(paso(.inactivo, .cargar))
