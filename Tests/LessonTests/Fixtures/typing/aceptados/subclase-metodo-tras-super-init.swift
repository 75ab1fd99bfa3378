class Base { var nombre: String; init(nombre: String) { self.nombre = nombre } }
class Hija: Base {
    var edad: Int
    init(edad: Int) {
        self.edad = edad
        super.init(nombre: "x")
        describir()
    }
    func describir() { print(nombre, edad) }
}
_ = Hija(edad: 3)
