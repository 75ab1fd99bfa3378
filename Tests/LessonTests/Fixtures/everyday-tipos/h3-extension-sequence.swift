// extension Sequence / Collection con where sobre Element, llamadas sobre arrays.
extension Sequence where Element: Numeric {
    func suma() -> Element { reduce(0, +) }
}
extension Collection where Element: Comparable {
    func maximo() -> Element? { self.max() }
    var ordenados: [Element] { sorted() }
}
extension Collection {
    var estaLlena: Bool { !isEmpty }
    func cada(_ n: Int) -> [Element] { enumerated().filter { $0.offset % n == 0 }.map { $0.element } }
}
extension Sequence where Element == String {
    func unidos() -> String { joined(separator: "+") }
}
print([1, 2, 3].suma(), [1.5, 2.5].suma())
print([3, 9, 2].maximo()!, ["b", "a"].ordenados)
print([Int]().estaLlena, [1].estaLlena, [1, 2, 3, 4, 5].cada(2))
print(["a", "b"].unidos())
let notas = [7, 8, 10]
print(Double(notas.suma()) / Double(notas.count))
