// Un tipo como valor: Punto.self se imprime con su nombre y se compara con type(of:).
protocol Nombrado {
    static var nombre: String { get }
}
struct Punto: Nombrado {
    var x = 0, y = 0
    static var nombre: String { "punto" }
}
class Animal {
    func sonido() -> String { "..." }
}
class Perro: Animal {
    override func sonido() -> String { "guau" }
}
class Gato: Animal {}
func describir<T: Nombrado>(_ tipo: T.Type) -> String { "un " + tipo.nombre }
print(Punto.self)
print(Int.self, String.self, Double.self)
let tipo = Punto.self
print(tipo, tipo.nombre, describir(Punto.self))
print(tipo.init(x: 1, y: 2))
print([Punto.self])
let mascotas: [Animal] = [Perro(), Gato(), Perro()]
let perros = mascotas.filter { type(of: $0) == Perro.self }
print(perros.count, perros.map { $0.sonido() })
for m in mascotas where type(of: m) != Perro.self { print(type(of: m), m.sonido()) }
print("tipo: \(type(of: mascotas[0]))")
debugPrint(Punto.self)
