enum Pedido { case nuevo(id: Int, total: Double), cancelado }
let p: Pedido = .nuevo(id: 1)
print(p)
