enum Evento { case tocar(x: Int, y: Int) }
func manejar(_ e: Evento) {
    switch e {
    case .tocar(let x): print(x)
    }
}
