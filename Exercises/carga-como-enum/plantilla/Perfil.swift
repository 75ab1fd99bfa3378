// La feature del perfil: un State, una Action y un reducer.
//
// Cuenta las formas de State tal como está:
//   Bool × Optional<Perfil> × Optional<String>
// y Perfil, con su Bool guardado, tiene 2 formas: 2 · (2 + 1) · 2 = 12.
// La feature solo tiene 4 situaciones legítimas: inicial, cargando,
// cargado y fallo.

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
    //   var carga: Carga = .inicial
    // y convierte `estaCargando`, `perfil` y `error` en propiedades
    // computadas que se deriven de `carga`.
    var estaCargando: Bool = false
    var perfil: Perfil? = nil
    var error: String? = nil

    enum Carga: Equatable {
        case inicial
        case cargando
        case cargado(Perfil)
        case fallo(String)
    }

    // Hoy `carga` se deduce de los campos sueltos, con un orden de prioridad
    // que nadie eligió a propósito. TODO: que sea al revés.
    var carga: Carga {
        if estaCargando { return .cargando }
        if let error { return .fallo(error) }
        if let perfil { return .cargado(perfil) }
        return .inicial
    }
}

enum Action: Equatable {
    case alAparecer
    case perfilRecibido(Perfil)
    case falloDeCarga(String)
    case recargarPulsado
}

// TODO: decide según `state.carga` y la acción, sin `default`:
//   .inicial            + alAparecer            → .cargando
//   .cargando           + perfilRecibido(p)     → .cargado(p)
//   .cargando           + falloDeCarga(m)       → .fallo(m)
//   .cargado o .fallo   + recargarPulsado       → .cargando
//   cualquier otro par                          → no cambia nada
func reduce(into state: inout State, action: Action) {
    switch action {
    case .alAparecer:
        state.estaCargando = true
    case let .perfilRecibido(perfil):
        state.perfil = perfil
        state.estaCargando = false
    case let .falloDeCarga(mensaje):
        state.error = mensaje
        state.estaCargando = false
    case .recargarPulsado:
        state.estaCargando = true
    }
}
