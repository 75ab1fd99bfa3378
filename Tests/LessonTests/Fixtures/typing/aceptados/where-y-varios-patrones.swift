enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(nombre: String)
    case fallo(mensaje: String)
}

enum Evento { case cargar(id: Int), llego(String), rompio(String), reintentar, cancelar }

func siguiente(_ s: Estado, ante e: Evento) -> Estado {
    switch (s, e) {
    case let (.inactivo, .cargar(id)) where id > 0:
        return .cargando(id: id, intentos: 1)
    case (.inactivo, .cargar):
        return .fallo(mensaje: "id no válido")
    case let (.cargando(_, intentos), .rompio(m)) where intentos >= 3:
        return .fallo(mensaje: m)
    case let (.cargando(id, intentos), .rompio):
        return .cargando(id: id, intentos: intentos + 1)
    case let (.cargando, .llego(nombre)):
        return .listo(nombre: nombre)
    case (.fallo, .reintentar), (.listo, .reintentar):
        return .inactivo
    case (_, .cancelar):
        return .inactivo
    default:
        return s
    }
}

var s = Estado.inactivo
let eventos: [Evento] = [.cargar(id: 0), .reintentar, .cargar(id: 3), .rompio("a"), .rompio("b"), .rompio("c"), .reintentar, .cargar(id: 4), .llego("Ada")]
for e in eventos {
    s = siguiente(s, ante: e)
    print(s)
}
