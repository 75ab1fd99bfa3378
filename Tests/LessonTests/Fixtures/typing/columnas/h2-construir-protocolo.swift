protocol Forma { func area() -> Double }
struct Cuadrado: Forma {
    var lado: Double
    func area() -> Double { lado * lado }
}
let a = Forma()
let b: Forma = Forma()
let c: [Forma] = [Cuadrado(lado: 2), Forma()]
