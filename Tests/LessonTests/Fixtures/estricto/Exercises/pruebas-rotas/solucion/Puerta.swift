enum Puerta: Equatable { case abierta, cerrada }
enum Gesto { case empujar, tirar }

func siguiente(_ puerta: Puerta, ante gesto: Gesto) -> Puerta {
    switch (puerta, gesto) {
    case (.cerrada, .empujar): return .abierta
    case (.abierta, .tirar): return .cerrada
    default: return puerta
    }
}
