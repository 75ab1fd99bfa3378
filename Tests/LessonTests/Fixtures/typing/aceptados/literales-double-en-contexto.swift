func media(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
func cero() -> Double { return 0 }

struct Punto { var x: Double; var y: Double }

let p = Punto(x: 1, y: 2)
let xs: [Double] = [1, 2, 3]
let o: Double? = 3
var acumulado = 0.0
for x in xs { acumulado += x }
let entero = 7 / 2
let decimal = Double(7) / 2
print(media(1, 2), cero(), p.x + p.y, xs, o ?? 0, acumulado, entero, decimal)
print(1 + 2.5, 10 / 4.0, -3 * 0.5)
