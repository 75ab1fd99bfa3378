let nombre = "Lucía"
print(nombre.count)
let inicial = nombre[0]
print(inicial)
