enum Color { case roja, verde }
func describir(_ n: Int) -> String { "número \(n)" }
func describir(_ c: Color) -> String { "color \(c)" }
func describir(_ d: Double) -> String { "decimal \(d)" }
struct Medida {
    func escala(_ x: Int) -> Int { x * 2 }
    func escala(_ x: String) -> String { x + x }
}
print(describir(.roja), describir(3), describir(2.5))
print(Medida().escala(4), Medida().escala("ab"))
print(describir(Color.verde))
