// Un struct genérico construido dentro de su propio método es de la especialización que dicen
// sus campos: print muestra Par<Int>(…), como Swift.
struct Par<T: Comparable> {
    var a: T
    var b: T
    var menor: T { min(a, b) }
    var mayor: T { Swift.max(a, b) }
    func ordenado() -> Par<T> { Par(a: menor, b: mayor) }
    func invertido() -> Par { Par(a: b, b: a) }
    mutating func intercambiar() { (a, b) = (b, a) }
}
struct Caja<Contenido> {
    let contenido: Contenido
    func transformar<Nuevo>(_ f: (Contenido) -> Nuevo) -> Caja<Nuevo> { Caja<Nuevo>(contenido: f(contenido)) }
    func duplicada() -> [Caja] { [Caja(contenido: contenido), self] }
}
var p = Par(a: 9, b: 3)
print(p.menor, p.mayor, p.ordenado())
print(p.invertido())
p.intercambiar()
print(p, [p.ordenado()])
let q = Par(a: "pera", b: "kiwi")
print(q.ordenado(), q.ordenado().a)
let c = Caja(contenido: 21).transformar { $0 * 2 }.transformar { "valor \($0)" }
print(c.contenido)
print(c)
print(Caja(contenido: 1.5).duplicada())
debugPrint(p.ordenado())
