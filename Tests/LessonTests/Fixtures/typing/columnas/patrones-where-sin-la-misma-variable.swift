enum Evento { case llegada(Int), salida }
let e = Evento.llegada(3)
switch e {
case .llegada(let n) where n > 1, .salida: print("x")
case .llegada: print("y")
}
