protocol Figura { var nombre: String { get }; var lados: Int { get set }; func area() -> Double; static func unidad() -> Self }
struct Cuadrado: Figura {
    var nombre = "cuadrado"
    var lados = 4
    var lado: Double
    func area() -> Double { lado * lado }
    static func unidad() -> Cuadrado { Cuadrado(lado: 1) }
}
var c = Cuadrado(lado: 2)
c.lados = 5
print(c.area(), Cuadrado.unidad().lado, c.lados)
protocol Pila { associatedtype E; mutating func meter(_ e: E); func mirar() -> E? }
struct PilaInt: Pila {
    var xs: [Int] = []
    mutating func meter(_ e: Int) { xs.append(e) }
    func mirar() -> Int? { xs.last }
}
var p = PilaInt(); p.meter(3); print(p.mirar() ?? 0)
class Contador { static var total = 0; var n = 0; func subir() { n += 1; Contador.total += 1 } }
let k = Contador(); k.subir(); print(k.n, Contador.total)
func f(a: Int, b: Int = 2, c: Int) -> Int { a + b + c }
print(f(a: 1, c: 3), f(a: 1, b: 1, c: 1))
let t: (Int, String) = (1, "a")
let (uno, dos) = t
print(uno, dos)
for (i, x) in ["a", "b"].enumerated() { print(i, x) }
for (k, v) in ["x": 1] { print(k, v) }
