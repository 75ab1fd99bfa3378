// En una extensión, los miembros del tipo se usan sin escribir self, como en Swift.
extension Array where Element == Int {
    func suma() -> Int {
        var total = 0
        for x in self { total += x }
        return total
    }
    var promedio: Double { isEmpty ? 0 : Double(suma()) / Double(count) }
}

extension Int {
    var doble: Int { self * 2 }
    func veces(_ accion: () -> Void) { for _ in 0..<self { accion() } }
    static func cero() -> Int { 0 }
    mutating func incrementar() { self += 1 }
}

extension String {
    func gritar() -> String { uppercased() + "!" }
    var primeraLetra: Character? { first }
}

extension Array {
    func segundo() -> Element? { count > 1 ? self[1] : nil }
    mutating func quitarPrimero() -> Element { removeFirst() }
}

extension Optional where Wrapped == Int {
    var oCero: Int { self ?? 0 }
}

extension Dictionary where Value == Int {
    func totalDe(_ claves: [Key]) -> Int { claves.reduce(0) { $0 + (self[$1] ?? 0) } }
}

var n = 3
n.incrementar()
print([1, 2, 3].suma(), [1, 2].promedio, n.doble, Int.cero(), "hola".gritar())
var numeros = [5, 6, 7]
print(numeros.quitarPrimero(), numeros.segundo() ?? 0, Optional<Int>.none.oCero)
3.veces { print("otra vez") }
print("abc".primeraLetra ?? "-", ["a": 1, "b": 2].totalDe(["a", "b", "c"]))
