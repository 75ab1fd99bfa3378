struct Vector {
    var x: Double, y: Double
    static let cero = Vector(x: 0, y: 0)
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
}
let pasos = [Vector(x: 1, y: 1), Vector(x: 2, y: 0)]
let suma = pasos.reduce(.cero, +)
let lejos = pasos.reduce(.cero) { $0 + Vector(x: $1.x * 2, y: $1.y) }
print(suma.x, suma.y, lejos.x)
