// Operadores de structs (+, +=, prefijo -, *, ==), un operador infijo propio genérico (<~> con T: Comparable) y Comparable escrito a mano.
struct Vector: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vector, k: Double) -> Vector { Vector(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Vector) -> Vector { a * k }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static prefix func - (a: Vector) -> Vector { Vector(x: -a.x, y: -a.y) }
    static func == (a: Vector, b: Vector) -> Bool { a.x == b.x && a.y == b.y }
    var description: String { "(\(x), \(y))" }
}
var v = Vector(x: 1, y: 2)
v += Vector(x: 1, y: 1)
print(v, -v, v * 2, 3 * v, v - v)
print(v == Vector(x: 2, y: 3), v != v)
let suma = [Vector(x: 1, y: 0), Vector(x: 0, y: 1)].reduce(Vector(x: 0, y: 0), +)
print(suma)
infix operator •: MultiplicationPrecedence
func • (a: Vector, b: Vector) -> Double { a.x * b.x + a.y * b.y }
print(v • v, v • v + 1)
infix operator <~>
func <~> <T: Comparable>(a: T, b: T) -> T { max(a, b) }
print(3 <~> 9, "a" <~> "b")
struct Dinero: Comparable { var centavos: Int
    static func < (a: Dinero, b: Dinero) -> Bool { a.centavos < b.centavos }
    static func + (a: Dinero, b: Dinero) -> Dinero { Dinero(centavos: a.centavos + b.centavos) } }
let precios = [Dinero(centavos: 300), Dinero(centavos: 150)]
print(precios.sorted(), precios.min()!, precios.reduce(Dinero(centavos: 0), +))
print(precios.sorted(by: >).first!.centavos)
