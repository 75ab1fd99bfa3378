// Genéricos: funciones y tipos con restricciones y cláusulas where; Optional y Result como
// los enums genéricos de la biblioteca.
struct Pila<Elemento> {
    private var elementos: [Elemento] = []
    mutating func apilar(_ e: Elemento) { elementos.append(e) }
    mutating func desapilar() -> Elemento? {
        guard let ultimo = elementos.last else { return nil }
        elementos.remove(at: elementos.count - 1)
        return ultimo
    }
    var cima: Elemento? { elementos.last }
    var estaVacia: Bool { elementos.isEmpty }
    var cuenta: Int { elementos.count }
}

var pila = Pila<String>()
pila.apilar("a")
pila.apilar("b")
print(pila)
print(pila.desapilar() as Any, pila.cima as Any, pila.cuenta)
var numeros = Pila<Int>()
numeros.apilar(3)
print(numeros, numeros.estaVacia)

struct Caja<T> {
    var valor: T
    func transformar<U>(_ f: (T) -> U) -> Caja<U> { Caja<U>(valor: f(valor)) }
}
print(Caja(valor: 3))
print(Caja(valor: "tres").transformar { $0.count })
print(Caja(valor: [1, 2]))

func posicion<T: Equatable>(de buscado: T, en lista: [T]) -> Int? {
    for (i, v) in lista.enumerated() where v == buscado { return i }
    return nil
}
print(posicion(de: 2, en: [1, 2, 3]) as Any, posicion(de: "z", en: ["a"]) as Any)

func mayor<T>(_ a: T, _ b: T) -> T where T: Comparable { a > b ? a : b }
print(mayor(3, 7), mayor("pera", "manzana"), mayor(2.5, 1.0))

func intercambiar<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var p = 1, q = 2
intercambiar(&p, &q)
print(p, q)

func contar<T: Hashable>(_ xs: [T]) -> Int { xs.count }
print(contar(["x", "y"]))

let quizas: Optional<Int> = .some(4)
let nada: Int? = .none
print(quizas as Any, nada as Any, quizas.map { $0 * 2 } as Any)
switch quizas {
case .some(let v): print("hay", v)
case .none: print("nada")
}

enum Fallo: Error { case malo }
let r: Result<Int, Fallo> = .success(3)
let s: Result<Int, Fallo> = .failure(.malo)
print(r, s)
if case .success(let v) = r { print("valor", v) }
