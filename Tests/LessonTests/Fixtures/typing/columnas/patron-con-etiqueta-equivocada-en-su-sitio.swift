enum Pedido {
    case enviado(codigo: Int, dias: Int)
    case pendiente
}
let p = Pedido.enviado(codigo: 7, dias: 2)
if case .enviado(numero: let c, dias: let d) = p {
    print(c, d)
}
