struct Caja<T> { var valor: T }
let c = Caja(valor: true)
if c.valor == 1 { print("uno") }
