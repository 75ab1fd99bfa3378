let nombre = "ana"
let grande: String = nombre.uppercased
print(grande)
