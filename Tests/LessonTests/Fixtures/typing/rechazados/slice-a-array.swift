let numeros = [4, 8, 15, 16, 23, 42]
let centro = numeros[1...3]
print(centro)
let copia: [Int] = numeros[1...3]
print(copia)
