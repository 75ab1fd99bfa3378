// Operadores cuyos parámetros se escriben con un typealias o con el nombre corto de un tipo
// anidado: la sobrecarga se elige por el tipo, no por cómo está escrito.
struct Tablero {
    struct Punto { var x: Int; var y: Int }
}

extension Tablero.Punto {
    static func - (a: Tablero.Punto, b: Casilla) -> Casilla { Casilla(x: a.x - b.x, y: a.y - b.y) }
}

typealias Casilla = Tablero.Punto
typealias Escala = Double

func + (a: Casilla, b: Casilla) -> Casilla { Casilla(x: a.x + b.x, y: a.y + b.y) }
prefix func - (a: Casilla) -> Casilla { Casilla(x: -a.x, y: -a.y) }
func * (k: Int, p: Casilla) -> Casilla { Casilla(x: k * p.x, y: k * p.y) }

struct Vector {
    var largo: Double
    static func * (k: Double, v: Vector) -> Vector { Vector(largo: k * v.largo) }
    static func * (v: Vector, k: Escala) -> Vector { Vector(largo: v.largo * k + 0.5) }
}

let origen = Casilla(x: 1, y: 2)
print(origen + origen, -origen, 3 * origen)
print(Tablero.Punto(x: 5, y: 5) - origen)
print(2 * Vector(largo: 3), Vector(largo: 3) * 4)
let pasos: [Casilla] = [origen, Casilla(x: 0, y: 1)]
print(pasos.reduce(Casilla(x: 0, y: 0), +))
