import ComposableArchitecture

// Una descarga por fases, con el reducer escrito como método reduce(into:action:).
@Reducer
struct Descarga {
    @ObservableState
    enum State: Equatable {
        case parada
        case descargando(intento: Int)
        case terminada
        case fallida(String)
    }

    enum Action: Equatable {
        case empezarPulsado
        case bytesRecibidos
        case errorDeRed(String)
        case reintentarPulsado
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch (state, action) {
        case (.parada, .empezarPulsado):
            state = .descargando(intento: 1)
            return .run { send in
                await send(.bytesRecibidos)
            }
        case (.descargando, .bytesRecibidos):
            state = .terminada
            return .none
        case let (.descargando(intento), .errorDeRed(mensaje)) where intento < 2:
            state = .fallida(mensaje)
            return .send(.reintentarPulsado)
        case (.descargando, .errorDeRed):
            state = .fallida("sin más intentos")
            return .none
        case (.fallida, .reintentarPulsado):
            state = .descargando(intento: 2)
            return .none
        default:
            return .none
        }
    }
}
