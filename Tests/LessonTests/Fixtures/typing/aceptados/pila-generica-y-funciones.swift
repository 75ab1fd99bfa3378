struct Pila<Elemento> {
    private var elementos: [Elemento] = []

    var estaVacia: Bool { elementos.isEmpty }
    var cima: Elemento? { elementos.last }

    mutating func apilar(_ e: Elemento) {
        elementos.append(e)
    }

    mutating func desapilar() -> Elemento? {
        elementos.popLast()
    }
}

var p = Pila<Double>()
p.apilar(2)
p.apilar(3.5)
p.apilar(1)
print(p.cima as Any)
var suma: Double = 0
while let v = p.desapilar() {
    suma += v
}
print(suma, p.estaVacia)

var nombres = Pila<String>()
nombres.apilar("a")
print(nombres.cima ?? "vacía", nombres.desapilar() ?? "-", nombres.desapilar() ?? "-")

func primero<T>(_ xs: [T]) -> T? { xs.first }
let d: Double? = primero([1, 2, 3])
print(d as Any)
func par<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
let t = par(1, "uno")
print(t.0, t.1)
