var nombre = "hola"
print(nombre[...])
nombre[...] = "adiós"
print(nombre)
