func saluda(_ n: String) { print(n) }
let nombre: String? = "ana"
saluda(nombre)
