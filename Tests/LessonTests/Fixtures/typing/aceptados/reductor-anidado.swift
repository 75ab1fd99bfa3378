struct Perfil: Equatable {
    var nombre: String
    var edad: Int
    var favoritos: [String] = []

    static let ejemplo = Perfil(nombre: "Ada", edad: 36, favoritos: ["Swift"])
}

extension Perfil {
    var esMayorDeEdad: Bool { edad >= 18 }
}

enum Action {
    case alAparecer
    case perfilRecibido(Perfil)
    case falloDeCarga(String)
    case reintentarPulsado
}

struct State: Equatable {
    var carga: Carga = .inactiva
    var reintentos = 0

    enum Carga: Equatable {
        case inactiva
        case cargando
        case cargada(Perfil)
        case fallida(String)
    }
}

extension State {
    var perfil: Perfil? {
        switch carga {
        case let .cargada(perfil): return perfil
        case .inactiva, .cargando, .fallida: return nil
        }
    }
    var esMayorDeEdad: Bool { perfil?.esMayorDeEdad ?? false }
}

func reduce(into state: inout State, action: Action) {
    switch (state.carga, action) {
    case (.inactiva, .alAparecer):
        state.carga = .cargando
    case let (.cargando, .perfilRecibido(perfil)):
        state.carga = .cargada(perfil)
    case let (.cargando, .falloDeCarga(mensaje)):
        state.carga = .fallida(mensaje)
    case (.fallida, .reintentarPulsado):
        state.reintentos += 1
        state.carga = .cargando
    default:
        break
    }
}

var estado = State()
let acciones: [Action] = [.alAparecer, .falloDeCarga("sin red"), .reintentarPulsado, .perfilRecibido(.ejemplo)]
for accion in acciones {
    reduce(into: &estado, action: accion)
    print(estado.esMayorDeEdad, estado.reintentos, estado.perfil?.nombre ?? "-")
}
print(estado == State(carga: .cargada(.ejemplo), reintentos: 1))
