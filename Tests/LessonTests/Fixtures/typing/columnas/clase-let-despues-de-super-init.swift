class Animal {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
}
class Perro: Animal {
    let raza: String
    init(nombre: String, raza: String) {
        super.init(nombre: nombre)
        self.raza = raza
    }
}
