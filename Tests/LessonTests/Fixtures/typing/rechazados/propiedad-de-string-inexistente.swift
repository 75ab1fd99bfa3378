// String tiene count, no length.
let nombre = "Ada"
let letras = nombre.length
print(letras)
