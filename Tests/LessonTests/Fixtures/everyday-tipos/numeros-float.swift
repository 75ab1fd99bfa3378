import Foundation

// Una tienda que guarda sus precios en Float, como muchos tutoriales.
struct Producto: Hashable {
    let nombre: String
    var precio: Float
    var descuento: Float = 0.15
    func precioFinal() -> Float { precio * (1 - descuento) }
}

var carrito = [Producto(nombre: "pan", precio: 1.2), Producto(nombre: "leche", precio: 0.99, descuento: 0)]
let total = carrito.reduce(0) { $0 + $1.precioFinal() }
print(total, carrito.map(\.precio))
print("Total: \(total)", String(format: "%.2f", total))
let media = total / Float(carrito.count)
print(media, media.rounded(), (media * 100).rounded() / 100)

// Precisión simple: 0.1 + 0.2 es 0.3 en Float, no en Double.
let a: Float = 0.1 + 0.2
print(a, Double(a), 0.1 + 0.2)
var suma: Float = 0
for _ in 1...10 { suma += 0.1 }
print(suma, suma == 1, abs(suma - 1) < 0.001)

var temperaturas: [Float] = [21.5, 19.8, 23.1]
temperaturas.append(18)
print(temperaturas.sorted(), temperaturas.max()!, temperaturas.min() ?? 0, temperaturas.reduce(0, +))
let notas: [String: Float] = ["Ana": 9.5, "Luis": 7.25]
print(notas["Ana"]! + notas["Luis"]!, notas["Eva"] as Any)
let unicos: Set<Float> = [1.5, 1.5, 2]
print(unicos.count, unicos.contains(1.5))

let x: Float = 16
print(x.squareRoot(), sqrt(x), x / 3, Int(x / 3), -x, x.magnitude)
print(Float("3.25") ?? -1, Float("tres") as Any, Float(exactly: 16777217) as Any, Float(exactly: 3.5) as Any)
print(type(of: x), x == 16, x > 15.5, x.truncatingRemainder(dividingBy: 5))

struct Circulo {
    var radio: Float
    var area: Float { .pi * radio * radio }
    var perimetro: Float { 2 * .pi * radio }
}
let c = Circulo(radio: 2)
print(c, c.area, c.perimetro, Float.pi)

enum Medida { case metros(Float), pies(Float) }
for m in [Medida.metros(1.75), .metros(1.2), .pies(6)] {
    switch m {
    case .metros(let v) where v > 1.5: print("alto", v)
    case .metros(let v): print(v)
    case .pies(let p): print(p * 0.3048)
    }
}
switch x {
case 0..<10: print("pequeño")
case 10...20: print("medio")
default: print("grande")
}
var v: Float = 1
v *= 1.1
v -= 0.05
v /= 3
print(v, [v, -v], Float(1) / 3, Float(Int.max))
print(stride(from: Float(0), to: 1, by: 0.25).map { $0 }, [Float](repeating: 0.5, count: 2))
let azar = Float.random(in: 0..<1)
print(azar >= 0 && azar < 1, (1...6).contains(Int.random(in: 1...6)), Double.random(in: 2...3) >= 2)
