class Animal {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
}
class Perro: Animal {
    let raza: String
    init(raza: String) {
        self.raza = raza
    }
}
