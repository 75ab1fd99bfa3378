enum Evento { case entrar(usuario: String), salir }
func manejar(_ e: Evento) {
    switch e {
    case .entrar(usuario: let u), .salir: print(u)
    }
}
