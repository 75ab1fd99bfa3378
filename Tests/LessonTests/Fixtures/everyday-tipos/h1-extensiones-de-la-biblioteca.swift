// Extensiones que un estudiante añade a Array, Dictionary, Double y Character, y sus
// resultados usados en más cuentas; Swift.min dentro de extension Array es la función global.
import Foundation
extension Array where Element: Numeric {
    func suma() -> Element { reduce(0, +) }
}
extension Array where Element: Comparable {
    func maximo() -> Element? { self.max() }
    var ordenado: [Element] { sorted() }
}
extension Array {
    mutating func quitarPrimero() -> Element? { isEmpty ? nil : removeFirst() }
    func trozos(de n: Int) -> [[Element]] {
        stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) }
    }
}
extension Dictionary where Value == Int {
    var total: Int { values.reduce(0, +) }
}
extension Double {
    func redondeado(_ decimales: Int) -> Double {
        let f = pow(10.0, Double(decimales))
        return (self * f).rounded() / f
    }
}
extension Character {
    var esVocal: Bool { "aeiouAEIOU".contains(self) }
}
let xs = [4, 8, 15, 16, 23, 42]
print(xs.suma() * 2, [1.5, 2.5].suma() + 1, xs.maximo()! - 1, xs.ordenado.first!, ["b", "a"].ordenado)
var cola = xs
print(cola.quitarPrimero()! + 100, cola.count, xs.trozos(de: 4), xs.trozos(de: 4).map { $0.suma() })
let stock = ["pan": 3, "sal": 1]
print(stock.total + 1, (3.14159).redondeado(2), (2.0 / 3).redondeado(3) * 3)
print("murciélago".filter { $0.esVocal }.count, Character("e").esVocal)
let media = Double(xs.suma()) / Double(xs.count)
print(media.redondeado(1), String(format: "%.1f", media))
