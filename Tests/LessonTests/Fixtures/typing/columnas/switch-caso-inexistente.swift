enum Luz { case roja, verde }
let l = Luz.roja
switch l {
case .roja: print(1)
case .verde: print(2)
case .azul: print(3)
}
