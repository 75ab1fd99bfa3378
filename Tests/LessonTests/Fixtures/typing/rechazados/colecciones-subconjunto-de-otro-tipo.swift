let letras: Set<Character> = ["a", "b"]
let palabras = ["a", "b", "c"]
print(letras.isSubset(of: palabras))
