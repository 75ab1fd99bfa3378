struct Cola<T> {
    var items: [T] = []
    mutating func encolar(_ x: T) { items.append(x) }
    mutating func desencolar() -> T? {
        guard !items.isEmpty else { return nil }
        return items.removeFirst()
    }
    var cuenta: Int { items.count }
}
enum Tarea: Equatable { case imprimir(String), esperar(segundos: Double), fin }
var cola = Cola<Tarea>()
cola.encolar(.imprimir("hola"))
cola.encolar(.esperar(segundos: 2))
cola.encolar(.fin)
cola.encolar(.imprimir("nunca"))
var reloj = 0.0
bucle: while let t = cola.desencolar() {
    switch t {
    case .imprimir(let s): print(s)
    case .esperar(let s): reloj += s
    case .fin: break bucle
    }
}
print(reloj, cola.cuenta)
var numeros = Cola<Double>()
for i in 1...3 { numeros.encolar(Double(i) / 2) }
numeros.encolar(4)
print(numeros.items)
func vaciar<T>(_ c: inout Cola<T>) -> [T] {
    var r: [T] = []
    while let x = c.desencolar() { r.append(x) }
    return r
}
print(vaciar(&numeros), numeros.cuenta)
