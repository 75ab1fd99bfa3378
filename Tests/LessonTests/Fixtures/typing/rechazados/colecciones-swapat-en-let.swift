let numeros = [1, 2, 3]
numeros.swapAt(0, 1)
print(numeros)
