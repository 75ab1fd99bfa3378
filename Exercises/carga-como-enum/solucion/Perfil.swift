// Solución de referencia: la carga como un enum dentro del State, y todo lo
// demás derivado.

struct Perfil: Equatable {
    var nombre: String
    var edad: Int

    /// Derivado: no puede contradecirse con `edad`.
    var esMayorDeEdad: Bool { edad >= 18 }
}

struct State: Equatable {
    var carga: Carga = .inactiva

    enum Carga: Equatable {
        case inactiva
        case cargando
        case cargada(Perfil)
        case fallida(String)
    }

    var isLoading: Bool {
        switch carga {
        case .cargando: return true
        case .inactiva, .cargada, .fallida: return false
        }
    }

    var perfil: Perfil? {
        switch carga {
        case let .cargada(perfil): return perfil
        case .inactiva, .cargando, .fallida: return nil
        }
    }

    var error: String? {
        switch carga {
        case let .fallida(mensaje): return mensaje
        case .inactiva, .cargando, .cargada: return nil
        }
    }
}

enum Action: Equatable {
    case alAparecer
    case perfilRecibido(Perfil)
    case falloDeCarga(String)
    case reintentarPulsado
    case recargarPulsado
}

func reduce(into state: inout State, action: Action) {
    switch (state.carga, action) {
    case (.inactiva, .alAparecer):
        state.carga = .cargando
    case let (.cargando, .perfilRecibido(perfil)):
        state.carga = .cargada(perfil)
    case let (.cargando, .falloDeCarga(mensaje)):
        state.carga = .fallida(mensaje)
    case (.fallida, .reintentarPulsado), (.cargada, .recargarPulsado):
        state.carga = .cargando
    case (.inactiva, _), (.cargando, _), (.cargada, _), (.fallida, _):
        // Sin transición: la acción no cambia nada.
        break
    }
}
