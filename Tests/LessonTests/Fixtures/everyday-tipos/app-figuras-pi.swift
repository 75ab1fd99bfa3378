import Foundation

class Figura: CustomStringConvertible {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
    func area() -> Double { 0 }
    func perimetro() -> Double { 0 }
    var description: String {
        "\(nombre): área \(String(format: "%.2f", area())), perímetro \(String(format: "%.2f", perimetro()))"
    }
}

class Circulo: Figura {
    let radio: Double
    init(radio: Double) {
        self.radio = radio
        super.init(nombre: "Círculo")
    }
    override func area() -> Double { Double.pi * radio * radio }
    override func perimetro() -> Double { 2 * .pi * radio }
}

class Rectangulo: Figura {
    let ancho: Double, alto: Double
    init(ancho: Double, alto: Double) {
        self.ancho = ancho
        self.alto = alto
        super.init(nombre: "Rectángulo")
    }
    convenience init(lado: Double) {
        self.init(ancho: lado, alto: lado)
    }
    override func area() -> Double { ancho * alto }
    override func perimetro() -> Double { 2 * (ancho + alto) }
}

final class Cuadrado: Rectangulo {
    init(_ lado: Double) {
        super.init(ancho: lado, alto: lado)
    }
    override var description: String { "Cuadrado de lado \(ancho) → " + super.description }
}

class Triangulo: Figura {
    let a: Double, b: Double, c: Double
    init?(a: Double, b: Double, c: Double) {
        guard a + b > c, a + c > b, b + c > a else { return nil }
        self.a = a; self.b = b; self.c = c
        super.init(nombre: "Triángulo")
    }
    override func perimetro() -> Double { a + b + c }
    override func area() -> Double {
        let s = perimetro() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

var figuras: [Figura] = [Circulo(radio: 1), Rectangulo(ancho: 2, alto: 3.5), Cuadrado(2), Rectangulo(lado: 1.5)]
if let t = Triangulo(a: 3, b: 4, c: 5) { figuras.append(t) }
if let t = Triangulo(a: 1, b: 1, c: 5) { figuras.append(t) } else { print("triángulo imposible") }
for f in figuras { print(f) }
let ordenadas = figuras.sorted { $0.area() > $1.area() }
print(ordenadas.map(\.nombre))
let rects = figuras.filter { $0 is Rectangulo }
print("rectángulos:", rects.count, "cuadrados:", figuras.filter { $0 is Cuadrado }.count)
for f in figuras {
    switch f {
    case let c as Circulo: print("radio", c.radio)
    case let q as Cuadrado: print("lado", q.ancho)
    case is Rectangulo: print("un rectángulo")
    default: print("otra:", f.nombre)
    }
}
let areaTotal = figuras.reduce(0) { $0 + $1.area() }
print(String(format: "Área total: %.3f", areaTotal), round(areaTotal * 100) / 100)
