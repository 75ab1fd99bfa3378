// Tableros, diferencias de temperaturas, una liga con puntos y tuplas ordenadas: matrices,
// zip con dropFirst, reduce([], +), Set para quitar repetidos, colas y pilas.
var tablero = Array(repeating: Array(repeating: 0, count: 3), count: 3)
tablero[1][1] = 5
tablero[0][2] += 2
for fila in tablero { print(fila.map(String.init).joined(separator: " ")) }
print(tablero.flatMap { $0 }.reduce(0, +), tablero.map { $0.max()! }, tablero[1].firstIndex(of: 5)!)
let temps = [18, 21, 19, 25, 23, 30]
let difs = zip(temps, temps.dropFirst()).map { $1 - $0 }
print(difs, difs.filter { $0 > 0 }.count)
let (idx, maxT) = temps.enumerated().max(by: { $0.element < $1.element })!
print(idx, maxT)
struct Partido { let local: String; let visitante: String; let goles: (Int, Int) }
let partidos = [Partido(local: "A", visitante: "B", goles: (2, 1)), Partido(local: "C", visitante: "A", goles: (0, 0)), Partido(local: "B", visitante: "C", goles: (3, 2))]
var puntos: [String: Int] = [:]
for p in partidos {
    let (g1, g2) = p.goles
    if g1 > g2 { puntos[p.local, default: 0] += 3 } else if g1 < g2 { puntos[p.visitante, default: 0] += 3 } else {
        puntos[p.local, default: 0] += 1; puntos[p.visitante, default: 0] += 1
    }
}
let tabla = puntos.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
print(tabla.map { "\($0.key): \($0.value)" })
let pares = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
print(pares.sorted { $0 < $1 }.map { $0.1 }, pares.min { $0.0 < $1.0 }!.1, pares.map(\.0).reduce(0, +))
print(Array(1...5), (1...10).filter { $0 % 3 == 0 }, (1...4).reduce(1, *), (1..<5).map { $0 * $0 }.reduce(0, +))
print((1...100).contains(50), (0..<10).reversed().map { $0 }.prefix(3), Array(stride(from: 0, to: 10, by: 4)))
let nombres = ["ana", "luis", "ana", "eva", "luis", "ana"]
let veces = Dictionary(nombres.map { ($0, 1) }, uniquingKeysWith: +)
print(veces.sorted { $0.value > $1.value }.first!, veces.first(where: { $0.value == 1 })!.key)
let unicos = Array(Set(nombres)).sorted()
var vistos = Set<String>()
let enOrden = nombres.filter { vistos.insert($0).inserted }
print(unicos, enOrden)
let m = [[1, 2], [3, 4]]
let t = m[0].indices.map { c in m.map { $0[c] } }
print(t, m.map { $0.map { $0 * 2 } }, m.joined().map { $0 }, m.reduce([], +))
var cola = [1, 2, 3]
while let primero = cola.first { print(primero, terminator: ","); cola.removeFirst() }
print()
var pila: [String] = []
pila.append("a"); pila.append("b")
while let x = pila.popLast() { print(x, terminator: " ") }
print(pila.isEmpty)
