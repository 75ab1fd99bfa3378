enum Pedido { case nuevo(id: Int, total: Double), cancelado }
let p = Pedido.nuevo(total: 10, id: 1)
print(p)
