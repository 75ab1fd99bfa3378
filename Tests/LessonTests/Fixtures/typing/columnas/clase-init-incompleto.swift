class Persona {
    var nombre: String
    var edad: Int
    init(nombre: String) { self.nombre = nombre }
}
print(Persona(nombre: "a").nombre)
