struct Pila<Elemento>: CustomStringConvertible {
    private var elementos: [Elemento] = []

    var estaVacia: Bool { elementos.isEmpty }
    var tope: Elemento? { elementos.last }
    var cuenta: Int { elementos.count }

    mutating func apilar(_ e: Elemento) { elementos.append(e) }

    @discardableResult
    mutating func desapilar() -> Elemento? { elementos.popLast() }

    var description: String {
        "Pila" + elementos.map { "\($0)" }.description
    }
}

extension Pila where Elemento: Numeric {
    func suma() -> Elemento { elementos.reduce(0, +) }
}

struct Cola<T> {
    private var entrada: [T] = []
    private var salida: [T] = []
    mutating func encolar(_ x: T) { entrada.append(x) }
    mutating func desencolar() -> T? {
        if salida.isEmpty {
            salida = entrada.reversed()
            entrada = []
        }
        return salida.popLast()
    }
    var cuenta: Int { entrada.count + salida.count }
}

func balanceado(_ texto: String) -> Bool {
    var pila = Pila<Character>()
    let pares: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in texto {
        if "([{".contains(c) {
            pila.apilar(c)
        } else if let abre = pares[c] {
            guard pila.desapilar() == abre else { return false }
        }
    }
    return pila.estaVacia
}

var numeros = Pila<Int>()
for n in [3, 1, 4, 1, 5] { numeros.apilar(n) }
print(numeros, numeros.cuenta, numeros.tope ?? 0, numeros.suma())
numeros.desapilar()
print(numeros.desapilar() as Any, numeros)
var palabras = Pila<String>()
palabras.apilar("hola")
print(palabras.tope!, palabras.estaVacia)
for t in ["(a[b]{c})", "(]", "((", "", "{[()()]}"] {
    print("«\(t)»", balanceado(t))
}
var cola = Cola<String>()
cola.encolar("uno"); cola.encolar("dos")
print(cola.desencolar()!, cola.cuenta)
cola.encolar("tres")
while let x = cola.desencolar() { print("sale", x) }
print(cola.desencolar() as Any)
var decimales = Pila<Double>()
decimales.apilar(1.5); decimales.apilar(2)
print(decimales.suma(), decimales)
