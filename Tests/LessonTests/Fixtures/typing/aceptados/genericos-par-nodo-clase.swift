struct Par<A, B> {
    var a: A
    var b: B
    func intercambiado() -> Par<B, A> { Par<B, A>(a: b, b: a) }
}
let p = Par(a: 1, b: "uno")
let q = p.intercambiado()
print(p, q, q.a.count)
struct Nodo<T> {
    var valor: T
    var hijos: [Nodo<T>] = []
}
var raiz = Nodo(valor: 1.5)
raiz.hijos.append(Nodo(valor: 2))
print(raiz.hijos.count, raiz.hijos[0].valor)
class Contenedor<T> {
    var items: [T]
    init(items: [T]) { self.items = items }
    func agregar(_ x: T) { items.append(x) }
}
let c = Contenedor<Double>(items: [])
c.agregar(3)
print(c.items)
let d = Contenedor(items: ["a"])
d.agregar("b")
print(d.items.joined(separator: "-"))
