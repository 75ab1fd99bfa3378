var nombre: String = nil
print(nombre)
