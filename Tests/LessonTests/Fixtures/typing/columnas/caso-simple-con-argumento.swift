enum Pedido { case nuevo(id: Int), cancelado }
let p: Pedido = .cancelado(3)
print(p)
