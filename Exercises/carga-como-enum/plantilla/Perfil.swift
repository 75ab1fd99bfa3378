// La feature del perfil: un State, una Action y un reducer.
//
// Cuenta las formas de State tal como está:
//   Bool × Optional<Perfil> × Optional<String>
// y Perfil, con su Bool guardado, tiene 2 formas: 2 · (2 + 1) · (1 + 1) = 12.
// La feature solo tiene 4 situaciones legítimas: inactiva, cargando,
// cargada y fallida.

struct Perfil: Equatable {
    var nombre: String
    var edad: Int
    // TODO: esto se calcula a partir de `edad`: conviértelo en una propiedad
    // computada (`var esMayorDeEdad: Bool { ... }`) para que nunca se
    // contradiga con la edad.
    var esMayorDeEdad: Bool = false
}

struct State: Equatable {
    // TODO: sustituye estos tres campos sueltos por un único campo guardado
    //   var carga: Carga = .inactiva
    // y convierte `isLoading`, `perfil` y `error` en propiedades computadas
    // que se deriven de `carga` (la vista las sigue leyendo).
    var isLoading: Bool = false
    var perfil: Perfil? = nil
    var error: String? = nil

    enum Carga: Equatable {
        case inactiva
        case cargando
        case cargada(Perfil)
        case fallida(String)
    }

    // Hoy `carga` se deduce de los campos sueltos, con un orden de prioridad
    // que nadie eligió a propósito. TODO: que sea al revés.
    var carga: Carga {
        if isLoading { return .cargando }
        if let error = error { return .fallida(error) }
        if let perfil = perfil { return .cargada(perfil) }
        return .inactiva
    }
}

enum Action: Equatable {
    case alAparecer
    case perfilRecibido(Perfil)
    case falloDeCarga(String)
    case reintentarPulsado
    case recargarPulsado
}

// TODO: decide según el par (state.carga, action):
//   .inactiva  + alAparecer          → .cargando
//   .cargando  + perfilRecibido(p)   → .cargada(p)
//   .cargando  + falloDeCarga(m)     → .fallida(m)
//   .fallida   + reintentarPulsado   → .cargando
//   .cargada   + recargarPulsado     → .cargando
//   cualquier otro par               → no cambia nada
func reduce(into state: inout State, action: Action) {
    switch action {
    case .alAparecer, .reintentarPulsado, .recargarPulsado:
        state.isLoading = true
    case let .perfilRecibido(perfil):
        state.perfil = perfil
        state.isLoading = false
    case let .falloDeCarga(mensaje):
        state.error = mensaje
        state.isLoading = false
    }
}
