func saluda(nombre: String) { print("hola", nombre) }
saluda("ana")
