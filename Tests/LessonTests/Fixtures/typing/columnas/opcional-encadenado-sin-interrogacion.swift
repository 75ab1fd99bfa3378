class Nodo { var siguiente: Nodo? }
let n = Nodo()
n.siguiente.siguiente = nil
