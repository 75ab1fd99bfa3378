struct CuentaAtras: Sequence, IteratorProtocol {
    var actual: Int
    mutating func next() -> Int? {
        guard actual > 0 else { return nil }
        defer { actual -= 1 }
        return actual
    }
}
for n in CuentaAtras(actual: 3) { print(n) }
print(Array(CuentaAtras(actual: 4)))
struct Fibo: Sequence {
    func makeIterator() -> FiboIt { FiboIt() }
}
struct FiboIt: IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? { defer { (a, b) = (b, a + b) }; return a }
}
for (i, f) in zip(1...5, Fibo()) { print(i, f) }
let cuenta = Array(CuentaAtras(actual: 4))
print(cuenta, cuenta.map { $0 * 2 })
final class Pasos: Sequence, IteratorProtocol {
    var restantes: [String]
    init(_ pasos: [String]) { restantes = pasos }
    func next() -> String? { restantes.isEmpty ? nil : restantes.removeFirst() }
}
for paso in Pasos(["batir", "hornear", "servir"]) { print("paso:", paso) }
var total = 0
for n in CuentaAtras(actual: 10) where n % 3 == 0 { total += n }
print(total)
