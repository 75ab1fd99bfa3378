protocol Reiniciable {
    init()
    var nombre: String { get }
}
extension Reiniciable {
    func copia() -> Self { Self() }
    func conOtro(_ otro: Self) -> [Self] { [self, otro] }
    static func nuevo() -> Self { Self() }
}
struct Caja: Reiniciable {
    var n = 0
    var nombre: String { "caja \(n)" }
}
struct Bolsa: Reiniciable { var nombre: String { "bolsa" } }
let c = Caja(n: 5).copia()
print(c.n, c.copia().copia().nombre)
let pares = Caja(n: 1).conOtro(Caja(n: 2))
print(pares.map(\.n))
print(Caja.nuevo().n, Bolsa.nuevo().nombre)
let algo: any Reiniciable = Bolsa()
print(algo.copia().nombre)
