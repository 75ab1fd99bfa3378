// Pila y cola genéricas con extensiones condicionadas
struct Pila<Elemento> {
    private var elementos: [Elemento] = []

    var estaVacia: Bool { elementos.isEmpty }
    var cima: Elemento? { elementos.last }
    var cantidad: Int { elementos.count }

    mutating func apilar(_ e: Elemento) {
        elementos.append(e)
    }

    @discardableResult
    mutating func desapilar() -> Elemento? {
        elementos.popLast()
    }
}

extension Pila where Elemento: Equatable {
    func contiene(_ e: Elemento) -> Bool {
        elementos.contains(e)
    }
}

extension Pila: CustomStringConvertible {
    var description: String {
        "Pila(\(elementos.map { "\($0)" }.joined(separator: ", ")))"
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

    var cuenta: Int { entrada.count + salida.count }
}

extension Cola where T: Comparable {
    func minimo() -> T? {
        (entrada + salida).min()
    }
}

func equilibrado(_ s: String) -> Bool {
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

var p = Pila<Int>()
for n in [3, 1, 4, 1, 5] { p.apilar(n) }
print(p)
print(p.cima ?? 0, p.cantidad, p.contiene(4), p.contiene(9))
p.desapilar()
print(p.desapilar() as Any)
print(p)

for s in ["(a[b]{c})", "(]", "((", "{[()()]}"] {
    print(s, equilibrado(s))
}

var cola = Cola<String>()
cola.encolar("Ana")
cola.encolar("Beto")
cola.encolar("Carla")
print(cola.desencolar() ?? "-")
cola.encolar("Dani")
print(cola.minimo() ?? "-", cola.cuenta)
while let siguiente = cola.desencolar() {
    print("Atiendo a \(siguiente)")
}

func primero<T: Equatable>(_ x: T, en lista: [T]) -> Int? {
    for (i, e) in lista.enumerated() where e == x {
        return i
    }
    return nil
}
print(primero(3, en: [1, 2, 3, 3]) as Any, primero("z", en: ["a"]) as Any)

func mayores<T: Comparable>(que limite: T, _ xs: [T]) -> [T] where T: CustomStringConvertible {
    xs.filter { $0 > limite }
}
print(mayores(que: 2, [1, 5, 2, 8]))
var pilaTextos = Pila<String>()
pilaTextos.apilar("hola")
print(pilaTextos, pilaTextos.contiene("hola"))
