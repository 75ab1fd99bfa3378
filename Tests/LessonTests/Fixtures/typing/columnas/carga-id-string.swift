enum Pedido { case nuevo(id: Int, total: Double), cancelado }
let p = Pedido.nuevo(id: "uno", total: 10)
print(p)
