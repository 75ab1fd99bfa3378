let frase = "uno dos tres"
let cuenta = frase.split(separator: " ").count
print(cuenta)
let palabras: [String] = frase.split(separator: " ")
print(palabras)
