enum Color { case roja, verde }

func describir(_ n: Int) -> String { "número \(n)" }
func describir(_ c: Color) -> String { "color \(c)" }
func describir(_ d: Double) -> String { "decimal \(d)" }
func describir(_ s: String) -> String { "texto \(s)" }

print(describir(.roja))
print(describir(3))
print(describir(2.5))
print(describir("hola"))
let x: Double = 4
print(describir(x))
