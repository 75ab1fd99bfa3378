let ns = [1, 2, 3]
let palabras = ["a", "b"]
print(ns.filter(palabras.contains))
