// Types that contain themselves: their shapes have no bound.

indirect enum Lista {
    case vacia
    case nodo(Int, Lista)
}

final class Nodo {
    var valor = 0
    var siguiente: Nodo? = nil
}
