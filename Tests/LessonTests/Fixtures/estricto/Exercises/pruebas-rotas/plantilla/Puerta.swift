enum Puerta: Equatable { case abierta, cerrada }
enum Gesto { case empujar, tirar }

func siguiente(_ puerta: Puerta, ante gesto: Gesto) -> Puerta {
    switch puerta {
    default: return puerta
    }
}
