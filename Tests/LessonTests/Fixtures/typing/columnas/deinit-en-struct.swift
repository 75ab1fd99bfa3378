struct Archivo {
    var nombre: String
    deinit { print("cerrado") }
}
print(Archivo(nombre: "a").nombre)
