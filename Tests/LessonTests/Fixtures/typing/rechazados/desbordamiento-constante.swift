let dias = 365
print(dias * 24)
let maximo = Int.max
let siguiente = Int.max + 1
print(maximo, siguiente)
