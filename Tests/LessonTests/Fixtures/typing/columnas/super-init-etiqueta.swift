class Animal { init(nombre: String) {} }
class Perro: Animal {
    init() { super.init(name: "x") }
}
