class Figura { func area() -> Double { 0 } ; func escalar(_ f: Double) {} ; func nombre() -> String { "" } }
class Cuadrado: Figura {
    func area() -> Int { 1 }
    override func escalar(_ f: Int) {}
    func escalar(_ f: String) {}
    override func nombre() -> String { "c" }
}
