// Extensiones de tipos de la biblioteca y protocolos con requisitos mutating y static.
import Foundation
extension Int {
    var esPar: Bool { self % 2 == 0 }
    var alCuadrado: Int { self * self }
    func veces(_ accion: () -> Void) { for _ in 0..<self { accion() } }
    static func aleatorioFijo() -> Int { 4 }
}
extension String {
    var palabras: [String] { split(separator: " ").map(String.init) }
    func repetida(_ n: Int) -> String { String(repeating: self, count: n) }
    var esPalindromo: Bool {
        let limpio = lowercased().filter { $0.isLetter }
        return limpio == String(limpio.reversed())
    }
}
extension Array where Element == Int {
    var suma: Int { reduce(0, +) }
    func promedio() -> Double { isEmpty ? 0 : Double(suma) / Double(count) }
}
extension Double {
    func redondeado(_ decimales: Int) -> Double {
        var factor = 1.0
        for _ in 0..<decimales { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
print(4.esPar, 7.esPar, 5.alCuadrado, Int.aleatorioFijo())
3.veces { print("hola", terminator: " ") }
print()
print("uno dos tres".palabras, "ab".repetida(3), "Oso".esPalindromo, "Luz azul".esPalindromo)
print([1, 2, 3, 4].suma, [1, 2, 3, 4].promedio(), [Int]().promedio())
print((2.0 / 3.0).redondeado(2), 3.14159.redondeado(3))
protocol Contable {
    var cuenta: Int { get }
    mutating func incrementar()
    static var nombreTipo: String { get }
    init(inicial: Int)
}
struct Pasos: Contable {
    var cuenta: Int
    mutating func incrementar() { cuenta += 1 }
    static var nombreTipo: String { "Pasos" }
    init(inicial: Int) { cuenta = inicial }
}
struct Vueltas: Contable {
    var cuenta = 0
    mutating func incrementar() { cuenta += 10 }
    static let nombreTipo = "Vueltas"
    init(inicial: Int) { cuenta = inicial * 10 }
}
func contar<T: Contable>(_ inicial: T, veces: Int) -> T {
    var c = inicial
    for _ in 0..<veces { c.incrementar() }
    print("cuenta", c.cuenta)
    return c
}
let p = contar(Pasos(inicial: 1), veces: 3)
let v = contar(Vueltas(inicial: 1), veces: 2)
print(p.cuenta + v.cuenta, Pasos.nombreTipo, Vueltas.nombreTipo)
func aumentar<C: Contable>(_ c: inout C) { c.incrementar() }
var otro = Pasos(inicial: 0)
aumentar(&otro)
aumentar(&otro)
print(otro.cuenta)
