// Jerarquía de figuras: clase base, override, super, final, convenience init, deinit.
import Foundation
class Figura: CustomStringConvertible {
    let nombre: String
    static var creadas = 0
    init(nombre: String) {
        self.nombre = nombre
        Figura.creadas += 1
    }
    func area() -> Double { 0 }
    func perimetro() -> Double { 0 }
    var description: String {
        "\(nombre) de área \(area()) y perímetro \(perimetro())"
    }
    deinit { print("adiós, \(nombre)") }
}

class Rectangulo: Figura {
    let ancho: Double, alto: Double
    init(ancho: Double, alto: Double) {
        self.ancho = ancho
        self.alto = alto
        super.init(nombre: "rectángulo")
    }
    convenience init(lado: Double) {
        self.init(ancho: lado, alto: lado)
    }
    override func area() -> Double { ancho * alto }
    override func perimetro() -> Double { 2 * (ancho + alto) }
}

final class Circulo: Figura {
    let radio: Double
    init(radio: Double) {
        self.radio = radio
        super.init(nombre: "círculo")
    }
    override func area() -> Double { 3.14 * radio * radio }
    override func perimetro() -> Double { 2 * 3.14 * radio }
}

class Triangulo: Figura {
    let a: Double, b: Double, c: Double
    init(_ a: Double, _ b: Double, _ c: Double) {
        (self.a, self.b, self.c) = (a, b, c)
        super.init(nombre: "triángulo")
    }
    override func perimetro() -> Double { a + b + c }
    override func area() -> Double {
        let s = perimetro() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
    override var description: String { "△ " + super.description }
}

var figuras: [Figura] = [Rectangulo(ancho: 2, alto: 3), Rectangulo(lado: 4), Circulo(radio: 1), Triangulo(3, 4, 5)]
for f in figuras { print(f) }
print("Creadas:", Figura.creadas)
let ordenadas = figuras.sorted { $0.area() > $1.area() }
print(ordenadas.map { $0.nombre })
var cuadrados = 0
for f in figuras {
    if let r = f as? Rectangulo, r.ancho == r.alto { cuadrados += 1 }
}
print("Cuadrados: \(cuadrados)")
let areaTotal = figuras.map { $0.area() }.reduce(0, +)
print(String(format: "%.2f", areaTotal))
print(figuras.filter { $0 is Circulo }.count)
_ = figuras.removeLast()
print("quedan \(figuras.count)")
do {
    let temporal = Circulo(radio: 10)
    print(temporal.perimetro())
}
print("fin")
