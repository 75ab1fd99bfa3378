// Sobrecargas que solo se distinguen por el tipo numérico: un literal entero va a la de Int
// y uno con punto a la de Double, aunque la de Double esté declarada antes (como en swiftc).
func describir(_ x: Double) -> String { "real \(x)" }
func describir(_ x: Int) -> String { "entero \(x)" }
func describir(_ x: String) -> String { "texto \(x)" }
print(describir(1), describir(1.5), describir(2 + 3), describir("a"), describir(Double(4)))
struct Conversor {
    func aCelsius(_ f: Double) -> Double { (f - 32) * 5 / 9 }
    func aCelsius(_ f: Int) -> Int { (f - 32) * 5 / 9 }
    subscript(x: Double) -> String { "double" }
    subscript(x: Int) -> String { "int" }
}
let c = Conversor()
print(c.aCelsius(212), c.aCelsius(98.6), c[1], c[2.5], c[Int("7")!])
func area(ancho: Float, alto: Float) -> Float { ancho * alto }
func area(ancho: Int, alto: Int) -> Int { ancho * alto }
print(area(ancho: 3, alto: 4), area(ancho: 2.5, alto: 2))
