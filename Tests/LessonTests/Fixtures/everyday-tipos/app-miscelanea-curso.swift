// Pequeños ejercicios de un curso
struct Punto { var x: Int; var y: Int }
class Contador { var n = 0 }
enum Forma { case circulo(radio: Double), cuadrado(Double), punto }
struct Caja { struct Interior { let valor: Int }; let interior: Interior }

let d = ["uno": 1, "dos": 2, "tres": 3]
let textos = d.map { clave, valor in "\(clave)=\(valor)" }.sorted()
print(textos)
let invertido = Dictionary(uniqueKeysWithValues: d.map { ($1, $0) })
print(invertido.keys.sorted(), invertido[2] ?? "-")
let xs = [5, 3, 8, 1]
for (i, x) in xs.enumerated().reversed() where x > 2 {
    print(i, x)
}
let pares = xs.enumerated().map { (i, x) in i * x }
print(pares, zip(xs, pares).map(+), Array(1...5), Array(stride(from: 10, to: 0, by: -3)))
for n in xs {
    switch n {
    case let m where m % 2 == 0: print("\(m) par")
    case 1: print("uno")
    default: print("\(n) impar")
    }
}
print(Punto(x: 1, y: 2), [Punto(x: 0, y: 0)], Contador(), Forma.circulo(radio: 2), [Forma.punto, .cuadrado(3)])
print(String(describing: Punto(x: 3, y: 4)), Caja(interior: .init(valor: 7)), Caja.Interior(valor: 1))
let opcional: Punto? = Punto(x: 9, y: 9)
print(opcional as Any, opcional!, opcional?.x as Any)
var i = 0
repeat {
    i += 3
} while i < 10
print(i)
let c = Contador()
let alias = c
alias.n += 5
print(c.n, c === alias)
var p1 = Punto(x: 1, y: 1)
var p2 = p1
p2.x = 100
print(p1.x, p2.x)
let formas: [Forma] = [.circulo(radio: 1), .cuadrado(2), .punto]
let areas = formas.map { f -> Double in
    switch f {
    case .circulo(let r): return 3.14 * r * r
    case .cuadrado(let l): return l * l
    case .punto: return 0
    }
}
print(areas, areas.reduce(0, +))
if case .circulo(let r) = formas[0], r > 0.5 { print("círculo grande", r) }
let nombres = ["Zoe", "ana", "Luis", "beto"]
print(nombres.sorted(), nombres.sorted { $0.lowercased() < $1.lowercased() }, nombres.map { $0.count })
print(nombres.joined(), nombres.first { $0.hasPrefix("L") } ?? "", nombres.contains("ana"))
let matriz = (1...3).map { f in (1...3).map { c in f * c } }
print(matriz, matriz.flatMap { $0 }.filter { $0 > 4 })
print(type(of: matriz), type(of: d), type(of: formas[0]), type(of: 1.0))
