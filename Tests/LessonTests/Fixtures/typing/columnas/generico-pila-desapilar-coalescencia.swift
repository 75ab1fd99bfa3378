struct Pila<Elemento> {
    var elementos: [Elemento] = []
    mutating func desapilar() -> Elemento? { elementos.popLast() }
}
var pila = Pila<String>(elementos: ["x"])
let n: Int = pila.desapilar() ?? 0
print(n)
