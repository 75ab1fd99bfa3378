// Solución de referencia: la pantalla del perfil como un enum con valores
// asociados. Cada caso lleva solo los datos que le corresponden.

enum EstadoDePantalla: Equatable {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: String)
    case fallo(id: Int, error: String, intentos: Int)
}

enum EventoDePantalla: Equatable {
    case cargar(id: Int)
    case llego(perfil: String)
    case rompio(error: String)
    case reintentar
}

/// La tabla de transiciones entera, como función total sobre el par.
/// Los pares sin transición se nombran por su estado (sin `default`), así que
/// un caso nuevo en `EstadoDePantalla` obliga a decidir qué hace aquí.
func siguiente(_ estado: EstadoDePantalla, ante evento: EventoDePantalla) -> EstadoDePantalla {
    switch (estado, evento) {
    case let (.inactivo, .cargar(id)):
        return .cargando(id: id, intentos: 1)
    case let (.cargando, .llego(perfil)):
        return .listo(perfil: perfil)
    case let (.cargando(id, intentos), .rompio(error)):
        return .fallo(id: id, error: error, intentos: intentos)
    case let (.fallo(id, _, intentos), .reintentar) where intentos < 3:
        return .cargando(id: id, intentos: intentos + 1)
    case (.inactivo, _), (.cargando, _), (.listo, _):
        // Sin transición declarada: el evento se descarta.
        return estado
    }
}
