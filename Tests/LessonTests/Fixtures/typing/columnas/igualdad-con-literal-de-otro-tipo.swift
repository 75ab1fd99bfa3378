enum Luz { case apagada, encendida }
struct Casa { var luz: Luz }
let c = Casa(luz: .apagada)
print(c.luz == 3)
enum Moneda: Int { case uno = 1 }
let m = Moneda.uno
print(m == 1)
struct P: Equatable { var x: Int }
let p = P(x: 1)
print(p == 1)
print(c.luz != "a")
