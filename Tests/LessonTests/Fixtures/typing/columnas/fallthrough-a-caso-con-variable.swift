// 'fallthrough' no puede entrar en un caso que liga variables que el caso actual no tiene.
enum Premio {
    case ninguno
    case medalla(puesto: Int)
}

func anunciar(_ p: Premio) {
    switch p {
    case .ninguno:
        print("gracias por participar")
        fallthrough
    case .medalla(let puesto):
        print("puesto \(puesto)")
    }
}

anunciar(.ninguno)
