let textos = ["1", "2", "tres"]
let numeros = textos.map { Int($0) }
let suma = numeros.reduce(0, +)
print(suma)
