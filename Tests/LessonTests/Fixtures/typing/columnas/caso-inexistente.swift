enum Luz { case roja, verde }
let l: Luz = .azul
print(l)
