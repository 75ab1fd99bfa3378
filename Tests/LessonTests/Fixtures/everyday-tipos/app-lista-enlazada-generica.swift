// Una lista enlazada genérica: guard var sobre un nodo opcional, y c?.valor de un T es un T?.
class Nodo<T> {
    var valor: T
    var siguiente: Nodo<T>?
    init(_ valor: T) { self.valor = valor }
}
class ListaEnlazada<T>: CustomStringConvertible {
    private var cabeza: Nodo<T>?
    private(set) var cuenta = 0
    func agregarAlFinal(_ v: T) {
        let nuevo = Nodo(v)
        cuenta += 1
        guard var actual = cabeza else { cabeza = nuevo; return }
        while let s = actual.siguiente { actual = s }
        actual.siguiente = nuevo
    }
    func quitarPrimero() -> T? {
        defer { if cabeza != nil { cuenta -= 1 } }
        let v = cabeza?.valor
        cabeza = cabeza?.siguiente
        return v
    }
    var primero: T? { cabeza?.valor }
    var description: String {
        var partes: [String] = []
        var n = cabeza
        while let actual = n { partes.append("\(actual.valor)"); n = actual.siguiente }
        return partes.joined(separator: " -> ")
    }
}
let turnos = ListaEnlazada<String>()
for p in ["Ana", "Beto", "Cris"] { turnos.agregarAlFinal(p) }
print(turnos, turnos.cuenta)
print(turnos.quitarPrimero() ?? "nadie", turnos.primero ?? "nadie")
print(turnos, turnos.cuenta)
_ = turnos.quitarPrimero()
_ = turnos.quitarPrimero()
print(turnos.quitarPrimero() ?? "nadie", turnos.cuenta)
let numeros = ListaEnlazada<Int>()
numeros.agregarAlFinal(4)
if let x = numeros.primero { print(x * 2) }
debugPrint(numeros.quitarPrimero() as Any)
