// Pila y Cola genéricas, con extensiones y restricciones.
struct Pila<Elemento> {
    private var elementos: [Elemento] = []
    var estaVacia: Bool { elementos.isEmpty }
    var cima: Elemento? { elementos.last }
    var cuenta: Int { elementos.count }
    mutating func apilar(_ e: Elemento) { elementos.append(e) }
    @discardableResult
    mutating func desapilar() -> Elemento? { elementos.popLast() }
}

extension Pila: CustomStringConvertible {
    var description: String { "Pila(\(elementos))" }
}

extension Pila where Elemento: Numeric {
    func suma() -> Elemento {
        var total: Elemento = 0
        for e in elementos { total += e }
        return total
    }
}

struct Cola<T> {
    var entrada: [T] = []
    var salida: [T] = []
    mutating func encolar(_ x: T) { entrada.append(x) }
    mutating func desencolar() -> T? {
        if salida.isEmpty {
            salida = entrada.reversed()
            entrada.removeAll()
        }
        return salida.popLast()
    }
}

var p = Pila<Int>()
for n in 1...5 { p.apilar(n * n) }
print(p, p.cuenta, p.cima!)
if !p.estaVacia { p.desapilar() }
print(p.suma())
while let x = p.desapilar() { print(x, terminator: " ") }
print()
print(p.estaVacia, p.cima as Any)

func balanceado(_ s: String) -> Bool {
    var pila = Pila<Character>()
    let pares: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in s {
        if "([{".contains(c) {
            pila.apilar(c)
        } else if let abre = pares[c] {
            guard pila.desapilar() == abre else { return false }
        }
    }
    return pila.estaVacia
}
for s in ["(a[b]{c})", "(]", "((", "{[()()]}"] { print(s, balanceado(s)) }

var cola = Cola<String>()
cola.encolar("Ana"); cola.encolar("Luis"); cola.encolar("Eva")
print(cola.desencolar()!, terminator: ", ")
cola.encolar("Sara")
while let nombre = cola.desencolar() { print(nombre, terminator: ", ") }
print()
func primero<T: Equatable>(_ x: T, en lista: [T]) -> Int? {
    for (i, e) in lista.enumerated() where e == x { return i }
    return nil
}
print(primero("c", en: ["a", "b", "c"]) ?? -1, primero(9, en: [1, 2]) as Any)
var pilaTextos = Pila<String>()
pilaTextos.apilar("uno")
print(pilaTextos)
