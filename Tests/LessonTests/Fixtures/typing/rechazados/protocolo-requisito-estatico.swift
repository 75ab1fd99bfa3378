protocol Figura {
    static var lados: Int { get }
    func area() -> Double
}
struct Cuadrado: Figura {
    var lado: Double
    func area() -> Double { lado * lado }
}
print(Cuadrado(lado: 2).area())
