let palabras = ["a", "b"]
let unidas = palabras.joined(separator: 1)
print(unidas)
