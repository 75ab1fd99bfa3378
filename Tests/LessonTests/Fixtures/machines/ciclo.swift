final class Nodo {
    var valor = 0
    var siguiente: Nodo? = nil
}
struct Lista {
    var cabeza = Nodo()
}
enum Accion { case enlazar, sumar }
func reduce(into estado: inout Lista, action: Accion) {
    switch action {
    case .enlazar: estado.cabeza.siguiente = estado.cabeza
    case .sumar: estado.cabeza.valor += 1
    }
}
