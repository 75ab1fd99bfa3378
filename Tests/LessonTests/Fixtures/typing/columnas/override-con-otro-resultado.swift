class Figura { func area() -> Double { 0 } }
class Cuadrado: Figura {
    var lado = 2.0
    override func area() -> Int { Int(lado * lado) }
}
