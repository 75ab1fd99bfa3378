let numeros = [1, 2, 3]
let suma: Int = numeros.reduce("", +)
print(suma)
