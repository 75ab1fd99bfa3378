// En un archivo, dos tipos con el mismo nombre: swiftc rechaza el segundo.
struct Contacto {
    var nombre: String
}
struct Contacto {
    var nombre: String
    var telefono: String
}
print(Contacto(nombre: "Ana", telefono: "600"))
