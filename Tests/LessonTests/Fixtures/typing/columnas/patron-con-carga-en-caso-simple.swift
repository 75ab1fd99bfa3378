enum Pedido { case nuevo(id: Int, total: Double), enviado(id: Int), cancelado }
let p = Pedido.nuevo(id: 1, total: 10)
switch p {
case .nuevo(let id, let total): print(id, total)
case .enviado(id: let x): print(x)
case .cancelado(let motivo): print(motivo)
}
