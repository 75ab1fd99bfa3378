protocol Figura {
    init()
    static var nombre: String { get }
    func area() -> Double
}
struct Cuadrado: Figura {
    static let nombre = "cuadrado"
    var lado = 2.0
    func area() -> Double { lado * lado }
}
struct Circulo: Figura {
    static var nombre: String { "círculo" }
    var radio = 1.0
    func area() -> Double { 3.0 * radio * radio }
}
let tipos: [Figura.Type] = [Cuadrado.self, Circulo.self]
for t in tipos {
    let f = t.init()
    print(t, t.nombre, f.area())
}
func crear(_ tipo: Figura.Type) -> Figura { tipo.init() }
print(crear(Circulo.self).area())
let c: Figura = Cuadrado()
print(type(of: c) == Cuadrado.self, type(of: c) == Circulo.self)
let m: Cuadrado.Type = Cuadrado.self
print(m.nombre, m)
print(type(of: c).nombre)
class Animal { class func especie() -> String { "animal" }; required init() {} }
class Perro: Animal { override class func especie() -> String { "perro" } }
let clase: Animal.Type = Perro.self
print(clase.especie(), clase)
let a = clase.init()
print(type(of: a), a is Perro)
print(Int.self, String.self, [Int].self, Int?.self, [String: Int].self)
let ti: Int.Type = Int.self
print(ti)
