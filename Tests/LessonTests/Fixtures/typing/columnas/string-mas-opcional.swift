let nombre: String? = "ana"
print("Hola " + nombre)
