// Geometría con structs, operadores propios como funciones estáticas, extensiones y Equatable.
import Foundation
struct Punto: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    static let origen = Punto(x: 0, y: 0)
    static func + (a: Punto, b: Punto) -> Punto { Punto(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Punto, b: Punto) -> Punto { Punto(x: a.x - b.x, y: a.y - b.y) }
    static func * (k: Double, p: Punto) -> Punto { Punto(x: k * p.x, y: k * p.y) }
    func distancia(a otro: Punto) -> Double {
        let d = self - otro
        return (d.x * d.x + d.y * d.y).squareRoot()
    }
    var description: String { "(\(x), \(y))" }
}

extension Punto {
    var cuadrante: Int? {
        switch (x, y) {
        case (0, _), (_, 0): return nil
        case (let a, let b) where a > 0 && b > 0: return 1
        case (..<0, 0...): return 2
        case (..<0, ..<0): return 3
        default: return 4
        }
    }
    mutating func mover(dx: Double, dy: Double) {
        x += dx
        y += dy
    }
}

let a = Punto(x: 3, y: 4)
let b = Punto(x: -1, y: 2)
print(a + b, a - b, 2 * a)
print(a.distancia(a: .origen), a == Punto(x: 3, y: 4))
for p in [a, b, Punto(x: -2, y: -2), Punto(x: 5, y: -1), Punto(x: 0, y: 7)] {
    if let c = p.cuadrante { print(p, "cuadrante", c) } else { print(p, "sobre un eje") }
}
var c = a
c.mover(dx: -3, dy: 1)
print(c, a)
struct Poligono {
    var vertices: [Punto]
    var perimetro: Double {
        guard vertices.count > 1 else { return 0 }
        var total = 0.0
        for i in vertices.indices {
            let siguiente = vertices[(i + 1) % vertices.count]
            total += vertices[i].distancia(a: siguiente)
        }
        return total
    }
    var centro: Punto {
        let suma = vertices.reduce(Punto.origen, +)
        return (1 / Double(vertices.count)) * suma
    }
}
let cuadrado = Poligono(vertices: [Punto(x: 0, y: 0), Punto(x: 2, y: 0), Punto(x: 2, y: 2), Punto(x: 0, y: 2)])
print(cuadrado.perimetro, cuadrado.centro)
let lejano = cuadrado.vertices.max { $0.distancia(a: .origen) < $1.distancia(a: .origen) }!
print(lejano)
for x in stride(from: 0.0, through: 1.0, by: 0.25) { print(x, terminator: " ") }
print()
let puntos = (1...4).map { Punto(x: Double($0), y: Double($0 * $0)) }
print(puntos.filter { $0.y > 3 }.count, puntos.last!)
