// Hashable y Equatable que swiftc no puede sintetizar, y un hash(into:) mal escrito.
final class Nodo: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
struct Caja { var v: Int }
struct Par: Hashable {
    var caja: Caja
    var n: Int
}
struct Tres: Hashable {
    var caja: Caja
    static func == (a: Tres, b: Tres) -> Bool { a.caja.v == b.caja.v }
    func hash(into hasher: inout Hasher) { hasher.combine(caja) }
}
struct Cuatro: Hashable {
    var n: Int
    func hash(into hasher: inout Hasher) {
        let h = hasher
        h.combine(n)
    }
}
enum Forma: Equatable {
    case punto
    case caja(Caja)
}
struct Cinco: Hashable {
    var par: (Int, Int)
}
