let numeros = [1, 2, 3]
print(numeros[indice: 0])
