// Operadores que declara el programa: prefijos y binarios, en el tipo, en una extensión y en el nivel superior.
struct Vector: CustomStringConvertible {
    var x: Double
    var y: Double

    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Double, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }

    var description: String { "(\(x), \(y))" }
}

extension Vector: Equatable {
    static func == (a: Vector, b: Vector) -> Bool { a.x == b.x && a.y == b.y }
    static func - (a: Vector, b: Vector) -> Vector { a + -b }
}

struct Version: Comparable {
    var mayor: Int
    var menor: Int
    static func < (a: Version, b: Version) -> Bool { (a.mayor, a.menor) < (b.mayor, b.menor) }
}

struct Interruptor {
    var encendido: Bool
    static prefix func ! (i: Interruptor) -> Interruptor { Interruptor(encendido: !i.encendido) }
}

struct Dinero { var centimos: Int }
prefix func - (d: Dinero) -> Dinero { Dinero(centimos: -d.centimos) }
func + (a: Dinero, b: Dinero) -> Dinero { Dinero(centimos: a.centimos + b.centimos) }

let a = Vector(x: 1, y: 2)
let b = Vector(x: 3, y: -1)
print(-a, a + b, a - b, 2 * a)
print(-(-a) == a, -a == a, a != b)
var total = Vector(x: 0, y: 0)
for v in [a, b, -b] { total += v }
print(total)
let opuestos = [a, b].map { -$0 }
print(opuestos)

let versiones = [Version(mayor: 2, menor: 1), Version(mayor: 1, menor: 9), Version(mayor: 2, menor: 0)]
print(versiones.sorted().map { "\($0.mayor).\($0.menor)" })
print(versiones[0] > versiones[2], versiones.max()!.menor, Version(mayor: 1, menor: 0) <= versiones[1])

let luz = Interruptor(encendido: true)
print((!luz).encendido, (!(!luz)).encendido)

let deuda = -Dinero(centimos: 250)
print(deuda.centimos, (deuda + Dinero(centimos: 1000)).centimos)

func reflejar(_ vs: [Vector]) -> [Vector] {
    var fuera: [Vector] = []
    for v in vs where v.x > 0 { fuera.append(-v) }
    return fuera
}
print(reflejar([a, -b, b]))
