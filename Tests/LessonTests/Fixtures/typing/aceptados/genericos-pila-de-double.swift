struct Pila<Elemento> {
    private(set) var elementos: [Elemento] = []
    var estaVacia: Bool { elementos.isEmpty }
    mutating func apilar(_ e: Elemento) { elementos.append(e) }
    mutating func desapilar() -> Elemento? { elementos.popLast() }
    func mirar() -> Elemento? { elementos.last }
}
extension Pila where Elemento: Equatable {
    func contiene(_ e: Elemento) -> Bool { elementos.contains(e) }
}
extension Pila: CustomStringConvertible {
    var description: String { "Pila(\(elementos.count))" }
}
var p = Pila<Double>()
p.apilar(1)
p.apilar(2.5)
print(p, p.contiene(1), p.mirar() ?? 0)
let x = p.desapilar()
print(x as Any, p.elementos)
var nombres = Pila<String>()
nombres.apilar("Ana")
print(nombres.desapilar()!.uppercased(), nombres.estaVacia)
