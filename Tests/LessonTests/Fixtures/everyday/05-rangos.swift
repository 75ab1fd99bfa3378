// Ranges and slices: printing, subscripts, one-sided ranges, switch, stride.
print(1..<4, 1...3, (1..<4).count, (0...10).contains(5))
let r = 2...5
print(r.lowerBound, r.upperBound, r, Array(r))
let xs = [10, 20, 30, 40, 50]
print(xs[1...3], xs[..<2], xs[3...], xs[...1], Array(xs[1..<3]))
let trozo = xs[1...3]
print(trozo.count, trozo.first!, trozo.reduce(0, +), Array(trozo).map { $0 / 10 })
func nota(_ n: Int) -> String {
    switch n {
    case ..<5: return "suspenso"
    case 5..<7: return "aprobado"
    case 7...8: return "notable"
    case 9...: return "sobresaliente"
    default: return "?"
    }
}
print(nota(3), nota(6), nota(8), nota(10))
for i in stride(from: 0, to: 10, by: 3) { print(i, terminator: " ") }
print()
for i in stride(from: 5, through: 1, by: -2) { print(i, terminator: " ") }
print()
for x in stride(from: 0.0, to: 1.0, by: 0.25) { print(x, terminator: " ") }
print()
print(Array(stride(from: 1.0, through: 2.0, by: 0.5)), Array(stride(from: 0, to: 6, by: 2)))
for i in (1...3).reversed() { print(i, terminator: ",") }
print()
print((1...4).map { $0 * $0 }, (1..<5).filter { $0 % 2 == 0 }, (1...5).reduce(0, +))
let vacio = 3..<3
print(vacio.isEmpty, vacio.count, (1...1).isEmpty)
let letras = ["a", "b", "c", "d"]
print(letras[1...].joined(), letras[..<3].count)
var mutable = [1, 2, 3, 4, 5]
mutable[1...2] = [8, 9]
print(mutable)
mutable.removeSubrange(0..<2)
print(mutable, mutable.contains(9))
switch 15 {
case 0..<10: print("un dígito")
case 10..<100: print("dos dígitos")
default: print("muchos")
}
let edad = 20
if (18...).contains(edad) { print("adulto") }
print((..<5).contains(7), (1...).contains(1))
debugPrint(1..<3, [1...2])
print(type(of: 1..<2), type(of: 1...2))
print(Array(0..<0), (0..<3).map { _ in "x" })
