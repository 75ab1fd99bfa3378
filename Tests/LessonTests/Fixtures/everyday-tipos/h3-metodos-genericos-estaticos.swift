// T.cero en métodos genéricos (de instancia, estáticos, de una clase genérica): cada llamada lleva el tipo que T es.
protocol Sumable { static var cero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Sumable { static var cero: Int { 0 } }
extension Double: Sumable { static var cero: Double { 0 } }
struct Calculadora {
    var nombre = "calc"
    func sumar<T: Sumable>(_ xs: [T]) -> T { var t = T.cero; for x in xs { t = t + x }; return t }
    static func vacio<T: Sumable>(_ tipo: T.Type) -> T { T.cero }
}
let c = Calculadora()
print(c.sumar([1, 2]), c.sumar([Double]()), Calculadora.vacio(Double.self))
class Caja<U> { var u: U; init(_ u: U) { self.u = u }
    func mas<T: Sumable>(_ a: T, _ b: T) -> (U, T) { (u, T.cero + a + b) } }
print(Caja("x").mas(1, 2))
