// A machine with guards and payloads, driven by a list of events.
enum Estado: Equatable {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(nombre: String)
    case fallo(id: Int, intentos: Int)
}

enum Evento {
    case cargar(id: Int)
    case llego(String)
    case rompio
    case reintentar
}

func siguiente(_ estado: Estado, ante evento: Evento) -> Estado {
    switch (estado, evento) {
    case let (.inactivo, .cargar(id)):
        return .cargando(id: id, intentos: 1)
    case let (.cargando, .llego(nombre)):
        return .listo(nombre: nombre)
    case let (.cargando(id, intentos), .rompio):
        return .fallo(id: id, intentos: intentos)
    case let (.fallo(id, intentos), .reintentar) where intentos < 3:
        return .cargando(id: id, intentos: intentos + 1)
    default:
        return estado
    }
}

let eventos: [Evento] = [.llego("nadie"), .cargar(id: 7), .rompio, .reintentar, .rompio, .reintentar,
                         .rompio, .reintentar, .rompio, .reintentar, .cargar(id: 1)]
var estado = Estado.inactivo
for evento in eventos {
    let nuevo = siguiente(estado, ante: evento)
    print(evento, "→", nuevo, nuevo == estado ? "(igual)" : "")
    estado = nuevo
}
print(siguiente(.cargando(id: 3, intentos: 1), ante: .llego("Ada")))
