struct Cola<E> {
    var items: [E] = []
    mutating func encolar(_ e: E) { items.append(e) }
    mutating func desencolar() -> E? { items.isEmpty ? nil : items.removeFirst() }
    var primero: E? { items.first }
    var cuenta: Int { items.count }
}
var cola = Cola<(String, Int)>()
cola.encolar(("Ana", 3))
cola.encolar(("Luis", 1))
if let (n, t) = cola.desencolar() { print(n, t) }
print(cola.cuenta, cola.primero?.0 ?? "-")
var numeros = Cola<Int?>()
numeros.encolar(nil)
numeros.encolar(4)
print(numeros.items)
typealias ColaDeTextos = Cola<String>
var t = ColaDeTextos()
t.encolar("hola")
print(t.items, t.primero!.count)
let resultados: [String: Cola<Int>] = ["a": Cola(items: [1, 2])]
print(resultados["a"]?.cuenta ?? 0)
