// La pantalla del perfil, modelada con campos sueltos.
//
// Cuenta: Bool × Optional<String> × Optional<String> = 2·2·2 = 8 formas,
// y solo 4 tienen sentido (inactivo, cargando, listo, fallo).
// Además `id` e `intentos` están siempre presentes, aunque en .listo o en
// .inactivo no signifiquen nada.
//
// TODO: reescribe `EstadoDePantalla` como un `enum` con valores asociados:
//   case inactivo
//   case cargando(id: Int, intentos: Int)
//   case listo(perfil: String)
//   case fallo(id: Int, error: String, intentos: Int)
// Cuando lo sea, los constructores estáticos de abajo sobran: los casos del
// enum se escriben igual (`.cargando(id: 7, intentos: 1)`).

struct EstadoDePantalla: Equatable {
    var estaCargando: Bool = false
    var perfil: String? = nil
    var error: String? = nil
    var id: Int = 0
    var intentos: Int = 0

    static let inactivo = EstadoDePantalla()

    static func cargando(id: Int, intentos: Int) -> EstadoDePantalla {
        EstadoDePantalla(estaCargando: true, id: id, intentos: intentos)
    }

    static func listo(perfil: String) -> EstadoDePantalla {
        EstadoDePantalla(perfil: perfil)
    }

    static func fallo(id: Int, error: String, intentos: Int) -> EstadoDePantalla {
        EstadoDePantalla(error: error, id: id, intentos: intentos)
    }
}

// Los eventos ya están bien modelados: no hace falta tocarlos.
enum EventoDePantalla: Equatable {
    case cargar(id: Int)
    case llego(perfil: String)
    case rompio(error: String)
    case reintentar
}

// TODO: reescribe la transición como un `switch (estado, evento)` exhaustivo,
// sin `default`: nombra los pares que se descartan agrupándolos por estado,
// por ejemplo `case (.listo, _):`.
// Las reglas:
//   .inactivo  + .cargar(id)      → .cargando(id: id, intentos: 1)
//   .cargando  + .llego(perfil)   → .listo(perfil: perfil)
//   .cargando  + .rompio(error)   → .fallo(id:, error:, intentos:) con el mismo id e intentos
//   .fallo     + .reintentar      → .cargando(id:, intentos: intentos + 1), solo si intentos < 3
//   cualquier otro par            → el mismo estado (el evento se descarta)
func siguiente(_ estado: EstadoDePantalla, ante evento: EventoDePantalla) -> EstadoDePantalla {
    var nuevo = estado
    switch evento {
    case let .cargar(id):
        nuevo.estaCargando = true
        nuevo.id = id
        nuevo.intentos = 1
    case let .llego(perfil):
        nuevo.estaCargando = false
        nuevo.perfil = perfil
    case let .rompio(error):
        nuevo.estaCargando = false
        nuevo.error = error
    case .reintentar:
        if nuevo.intentos < 3 {
            nuevo.estaCargando = true
            nuevo.intentos += 1
        }
    }
    return nuevo
}
