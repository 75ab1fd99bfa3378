protocol Traductor {
    associatedtype Entrada
    var nombre: String { get }
    func traducir(_ e: Entrada) -> String
    func copia() -> Self
}

extension Traductor {
    func dos(_ a: Entrada, _ b: Entrada) -> String {
        self.traducir(a) + " y " + traducir(b)
    }
}

struct Numeros: Traductor {
    var nombre: String { "números" }
    func traducir(_ e: Int) -> String { e == 1 ? "uno" : "otro" }
    func copia() -> Numeros { self }
}

func usar<T: Traductor>(_ t: T, con e: T.Entrada) -> String {
    t.traducir(e)
}

let n = Numeros()
print(usar(n, con: 1), n.dos(1, 2))
let todos: [any Traductor] = [n]
for t in todos { print(t.nombre, t.copia().nombre) }
