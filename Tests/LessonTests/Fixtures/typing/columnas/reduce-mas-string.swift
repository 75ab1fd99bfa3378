let numeros = [1, 2, 3]
let total = numeros.reduce(0) { $0 + $1 } + "x"
print(total)
