let numeros = [1, 2, 3, 4]
let trozo = numeros[1...]
print(trozo.startIndex)
trozo.append(5)
print(trozo)
