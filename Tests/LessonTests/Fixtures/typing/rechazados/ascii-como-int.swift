let letra: Character = "b"
print(letra.asciiValue ?? 0)
let codigo: Int? = letra.asciiValue
print(codigo ?? 0)
