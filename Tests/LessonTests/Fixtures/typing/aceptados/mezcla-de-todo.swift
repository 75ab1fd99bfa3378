import Foundation
enum Nivel: String, CaseIterable { case bajo = "b", alto = "a" }
struct Caja: Equatable {
    private(set) var n = 0
    var doble: Int { n * 2 }
    lazy var perezoso = 5
    var observado = 0
    mutating func subir() { n += 1 }
    static func == (a: Caja, b: Caja) -> Bool { a.n == b.n }
}
final class Nodo {
    var valor: Int
    var siguiente: Nodo?
    init(valor: Int, siguiente: Nodo? = nil) { self.valor = valor; self.siguiente = siguiente }

    func total() -> Int { valor + (siguiente?.total() ?? 0) }
}
enum Forma { case circulo(radio: Double), cuadrado(Double) }
func area(_ f: Forma) -> Double {
    if case .circulo(let r) = f { return 3.14 * r * r }
    guard case .cuadrado(let l) = f else { return 0 }
    return l * l
}
let (a, b) = (1, 2)
switch (a, b) {
case (0, _): print("cero")
case (1, let y) where y > 1: print("uno", y)
default: print("otro")
}
print(Nivel.bajo.rawValue, Nivel(rawValue: "a") as Any)
var c = Caja()
c.subir()
c.observado = 3
print(c.doble, c == Caja(), c.perezoso)
let lista = Nodo(valor: 1, siguiente: Nodo(valor: 2))
print(lista.total(), lista.siguiente?.valor as Any, lista.siguiente!.valor)
print(area(.circulo(radio: 1)), area(.cuadrado(2)))
let xs = [3, 1, 2]
print(xs.count > 0 ? xs[0] : 0, xs.sorted(), xs.sorted(by: { $0 > $1 }))
let texto = "n = \(xs.count), primero \(xs.first ?? 0)"
print(texto, texto.count, texto.description)
let d: Double = 3
print(d / 2, Int(d) + 1, Double(a) / 2)
var opt: Int? = nil
opt = 4
if let v = opt, v > 3 { print("v", v) }
let e: Forma? = .cuadrado(1)
if case .cuadrado(let l)? = e { print(l) }
print(xs.contains(2), xs.firstIndex(of: 2) as Any, xs.reduce(0) { $0 + $1 }, xs.filter { $0 > 1 }.count)
print(max(1, 2.5), min(a, b), abs(-3))
