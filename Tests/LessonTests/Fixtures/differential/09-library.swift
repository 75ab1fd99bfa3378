// The standard library the subset offers: closures with map/filter/reduce/sorted, array and string members.
let xs = [3, 1, 2]
print(xs.map { $0 * 2 }, xs.filter { $0 > 1 }, xs.reduce(0) { $0 + $1 })
print(xs.map { x in x + 1 })
let s = "hola"
switch s {
case "hola": print("saludo")
default: print("otro")
}
enum Luz { case roja, verde
  mutating func cambiar() { self = self == .roja ? .verde : .roja }
  static func todas() -> [Luz] { [.roja, .verde] }
}
var l = Luz.roja
l.cambiar()
print(l, Luz.todas())
struct P { var x: Int; init(doble v: Int) { x = v * 2 } }
print(P(doble: 4))
let t = (a: 1, b: "dos")
print(t.a, t.b)
var opt: [Int]? = [1, 2]
print(opt?.count as Any, opt?.first as Any)
opt?.append(3)
print(opt as Any)
let nombres = ["Ana", "Luis"]
for (i, n) in nombres.enumerated() { print(i, n) }
print(nombres.contains("Ana"), nombres.joined(separator: ", "))
var d = 0
d += xs.count
print(d)
print(xs.sorted { $0 > $1 }, xs.sorted(by: { a, b in a > b }))
print(String(repeating: "ab", count: 3))
print(xs.min() ?? 0, xs.max() ?? 0)
print(Double(3) / 2, Int(7.9), 10 / 3)
print(xs.isEmpty ? "vacío" : "con \(xs.count)")
