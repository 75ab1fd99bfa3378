struct Pila<Elemento> {
    private(set) var elementos: [Elemento] = []
    mutating func apilar(_ e: Elemento) { elementos.append(e) }
    mutating func desapilar() -> Elemento? { elementos.popLast() }
}
var pila = Pila<String>()
pila.apilar("a")
pila.apilar(3)
