class Animal {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
    func hablar() -> String { "..." }
}
class Perro: Animal {
    override func hablar() -> Int { 1 }
    override var nombre: String { "x" }
}
let a = Animal(nombre: 3)
a.nombre = "b"
let p: Perro = Animal(nombre: "c")
