// Los métodos de Sequence de la biblioteca sobre una secuencia propia: leen un elemento cada vez,
// como Swift (el closure corre antes del siguiente next()), y contains/first/allSatisfy paran antes.
struct CuentaAtras: Sequence, IteratorProtocol {
    var actual: Int
    var avisa = false
    mutating func next() -> Int? {
        guard actual > 0 else { return nil }
        defer { actual -= 1 }
        if avisa { print("  next ->", actual) }
        return actual
    }
}
struct Baraja: Sequence {
    let cartas: [String]
    func makeIterator() -> Mano { Mano(cartas: cartas) }
}
struct Mano: IteratorProtocol {
    let cartas: [String]
    var posicion = 0
    mutating func next() -> String? {
        guard posicion < cartas.count else { return nil }
        defer { posicion += 1 }
        return cartas[posicion]
    }
}
let c = CuentaAtras(actual: 5)
print(c.map { $0 * 10 })
print(c.filter { $0 % 2 == 0 }, c.reduce(0, +), c.reduce(into: [Int]()) { $0.insert($1, at: 0) })
print(c.contains(3), c.contains(9), c.contains { $0 > 4 })
print(c.sorted(), c.min() ?? 0, c.max() ?? 0, c.first(where: { $0 < 3 }) ?? -1)
print(c.allSatisfy { $0 > 0 }, c.compactMap { $0 == 2 ? nil : String($0) })
let ruidosa = CuentaAtras(actual: 4, avisa: true)
let dobles = ruidosa.map { x -> Int in
    print("  map", x)
    return x * 2
}
print(dobles)
print(ruidosa.contains(3))
print(ruidosa.first(where: { $0 % 2 == 1 }) ?? 0)
ruidosa.forEach { print("  visto", $0) }
let baraja = Baraja(cartas: ["as", "rey", "sota"])
print(baraja.map { $0.uppercased() }, baraja.contains("rey"), baraja.sorted())
print(baraja.filter { $0.count > 2 }.count)
