let numeros = [1, 2, 3]
let dobles = numeros.map { n in $0 * 2 }
print(dobles)
