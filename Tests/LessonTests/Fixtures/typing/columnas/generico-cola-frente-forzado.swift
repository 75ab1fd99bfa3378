struct Cola<E> {
    var items: [E] = []
    mutating func encolar(_ e: E) { items.append(e) }
    var frente: E? { items.first }
}
var cola = Cola<Double>()
cola.encolar(2.5)
let f: Int = cola.frente!
print(f)
