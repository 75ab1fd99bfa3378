// Solución de referencia: la carga como un enum dentro del State, y todo lo
// demás derivado.

struct Perfil: Equatable {
    var nombre: String
    var edad: Int

    /// Derivado: no puede contradecirse con `edad`.
    var esMayorDeEdad: Bool { edad >= 18 }
}

struct State: Equatable {
    var carga: Carga = .inicial

    enum Carga: Equatable {
        case inicial
        case cargando
        case cargado(Perfil)
        case fallo(String)
    }

    var estaCargando: Bool {
        switch carga {
        case .cargando: return true
        case .inicial, .cargado, .fallo: return false
        }
    }

    var perfil: Perfil? {
        switch carga {
        case let .cargado(perfil): return perfil
        case .inicial, .cargando, .fallo: return nil
        }
    }

    var error: String? {
        switch carga {
        case let .fallo(mensaje): return mensaje
        case .inicial, .cargando, .cargado: return nil
        }
    }
}

enum Action: Equatable {
    case alAparecer
    case perfilRecibido(Perfil)
    case falloDeCarga(String)
    case recargarPulsado
}

func reduce(into state: inout State, action: Action) {
    switch (state.carga, action) {
    case (.inicial, .alAparecer):
        state.carga = .cargando
    case let (.cargando, .perfilRecibido(perfil)):
        state.carga = .cargado(perfil)
    case let (.cargando, .falloDeCarga(mensaje)):
        state.carga = .fallo(mensaje)
    case (.cargado, .recargarPulsado), (.fallo, .recargarPulsado):
        state.carga = .cargando
    case (.inicial, _), (.cargando, _), (.cargado, _), (.fallo, _):
        // Sin transición: la acción no cambia nada.
        break
    }
}
