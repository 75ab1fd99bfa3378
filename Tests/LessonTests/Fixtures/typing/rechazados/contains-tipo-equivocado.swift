let pares = [2, 4, 6]
print(pares.contains(where: { $0 > 3 }))
print(pares.contains("cuatro"))
