import ComposableArchitecture

// Un contador que pide un número al servidor: el reducer de TCA escrito con Reduce.
@Reducer
struct Contador {
    @ObservableState
    struct State: Equatable {
        var cuenta = 0
        var esperando = false
    }

    enum Action {
        case sumarPulsado
        case restarPulsado
        case pedirNumeroPulsado
        case numeroRecibido(Int)
        case ponerACeroPulsado
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .sumarPulsado:
                guard state.cuenta < 3 else { return .none }
                state.cuenta += 1
                return .none
            case .restarPulsado:
                guard state.cuenta > 0 else { return .none }
                state.cuenta -= 1
                return .none
            case .pedirNumeroPulsado:
                state.esperando = true
                return .run { send in
                    await send(.numeroRecibido("dos"))
                }
            case let .numeroRecibido(numero):
                state.esperando = false
                state.cuenta = min(numero, 3)
                return .none
            case .ponerACeroPulsado:
                return .send(.numeroRecibido(0))
            }
        }
    }
}
