var numeros = [1, 2, 3]
numeros.removeAll(where: { $0 == "2" })
print(numeros)
