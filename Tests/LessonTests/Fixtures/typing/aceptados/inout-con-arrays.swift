func agregar(_ lista: inout [Int], _ x: Int, veces: Int = 1) {
    for _ in 0..<veces { lista.append(x) }
}

func intercambiar(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}

struct Pila {
    var elementos: [String] = []
    mutating func meter(_ e: String) { elementos.append(e) }
    mutating func sacar() -> String? { elementos.isEmpty ? nil : elementos.removeLast() }
}

var xs: [Int] = []
agregar(&xs, 7)
agregar(&xs, 2, veces: 2)
var a = 1
var b = 2
intercambiar(&a, &b)
print(xs, a, b)
var pila = Pila()
pila.meter("uno")
pila.meter("dos")
print(pila.sacar() ?? "vacía", pila.elementos.count)
func vaciar(_ p: inout Pila) { while p.sacar() != nil {} }
vaciar(&pila)
print(pila.elementos.isEmpty)
