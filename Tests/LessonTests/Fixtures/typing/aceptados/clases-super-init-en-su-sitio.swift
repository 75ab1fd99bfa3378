class Figura {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
    func area() -> Double { 0 }
}
class Rectangulo: Figura {
    let ancho: Double, alto: Double
    var etiqueta: String?
    init(ancho: Double, alto: Double) {
        self.ancho = ancho
        self.alto = alto
        super.init(nombre: "rectángulo")
        etiqueta = "r"
    }
    override func area() -> Double { ancho * alto }
}
final class Cuadrado: Rectangulo {
    init(lado: Double) { super.init(ancho: lado, alto: lado) }
}
let fs: [Figura] = [Rectangulo(ancho: 2, alto: 3), Cuadrado(lado: 2)]
for f in fs { print(f.nombre, f.area()) }
let b = true
print(b == true, 1 + 2 == 3, "a" < "b")
