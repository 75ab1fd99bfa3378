// Dos enums con un caso del mismo nombre, usados donde se espera un parámetro genérico:
// Swift toma el tipo de la especialización (Caja<Puerta>), no duda entre los dos.
enum Luz { case roja, verde }
enum Puerta { case abierta, roja }
enum Orden { case pintar(Luz), abrir }
struct Caja<E> {
    var cosas: [E] = []
    var ultima: E? = nil
    mutating func meter(_ e: E) { cosas.append(e); ultima = e }
}
var c = Caja<Puerta>()
c.meter(.roja)
c.cosas.append(.roja)
c.ultima = .abierta
print(c.cosas, c.ultima as Any)
var luces: Caja<Luz> = Caja()
luces.meter(.roja)
print(luces)
var ordenes = Caja<Orden>()
ordenes.meter(.pintar(.roja))
print(ordenes.cosas)
func igual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(igual(Puerta.roja, .roja), igual(Luz.verde, .roja))
enum Arbol<T> { case hoja(T), nodo([Arbol<T>]) }
let a: Arbol<Puerta> = .nodo([.hoja(.roja), .hoja(.abierta)])
print(a)
let conjunto: Set<Luz> = [.roja, .roja]
print(conjunto.count)
