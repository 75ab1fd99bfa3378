enum Palo: String, CaseIterable { case oros, copas, espadas, bastos }
enum Figura: Int, CaseIterable, Comparable {
    case as_ = 1, dos, tres, cuatro, cinco, seis, siete, sota = 10, caballo, rey
    static func < (a: Figura, b: Figura) -> Bool { a.rawValue < b.rawValue }
    var puntos: Double { rawValue >= 10 ? 0.5 : Double(rawValue) }
}
struct Carta: CustomStringConvertible, Equatable {
    let figura: Figura
    let palo: Palo
    var description: String { "\(figura) de \(palo.rawValue)" }
}
struct Baraja {
    private(set) var cartas: [Carta]
    init() {
        cartas = Palo.allCases.flatMap { palo in Figura.allCases.map { Carta(figura: $0, palo: palo) } }
    }
    mutating func robar() -> Carta? { cartas.isEmpty ? nil : cartas.removeFirst() }
    mutating func mezclar(semilla: Int) {
        var s = semilla
        for i in stride(from: cartas.count - 1, to: 0, by: -1) {
            s = (s &* 1103515245 &+ 12345) % 2147483648
            let j = abs(s) % (i + 1)
            cartas.swapAt(i, j)
        }
    }
}
var baraja = Baraja()
print(baraja.cartas.count, baraja.cartas.first!, baraja.cartas.last!)
baraja.mezclar(semilla: 42)
var mano: [Carta] = []
while let c = baraja.robar(), mano.count < 5 { mano.append(c) }
print(mano)
let total = mano.map(\.figura.puntos).reduce(0, +)
print("puntos:", total, total > 7.5 ? "¡te pasas!" : "te plantas")
let porPalo = Dictionary(grouping: mano, by: \.palo).mapValues(\.count)
for palo in Palo.allCases { print(palo, porPalo[palo] ?? 0, terminator: " | ") }
print()
print(mano.sorted { $0.figura > $1.figura }.map { $0.figura.rawValue })
print(mano.max { $0.figura < $1.figura }!.description, Figura.allCases.max()!)
print(Figura(rawValue: 8) as Any, Figura(rawValue: 11)!, Figura.sota.puntos)
let tieneRey = mano.contains { $0.figura == .rey }
print(tieneRey, mano.contains(Carta(figura: .as_, palo: .oros)), baraja.cartas.count)
var marcador = [String: Int]()
let jugadores = ["Ana", "Beto", "Carla"]
for ronda in 1...4 {
    let ganador = jugadores[(ronda * 7) % jugadores.count]
    marcador[ganador, default: 0] += ronda
}
let clasificacion = marcador.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (puesto, (nombre, pts)) in clasificacion.enumerated() { print("\(puesto + 1)º \(nombre): \(pts)") }
let dados = [3, 6, 6, 2, 6]
let cuenta = dados.reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(cuenta.sorted(by: <).map { "\($0.key)x\($0.value)" }, cuenta.values.max()!)
switch (dados.min()!, dados.max()!) {
case (1, 6): print("escalera posible")
case (let a, let b) where a == b: print("todos iguales")
case (_, 6): print("hay algún seis")
default: print("nada")
}
let palabras = "el sol y el mar y el viento".split(separator: " ").map(String.init)
let frecuencia = palabras.reduce(into: [:]) { conteo, palabra in conteo[palabra, default: 0] += 1 }
print(frecuencia.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }.prefix(3).map(\.key))
let letras = "banana".reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(letras.sorted { $0.key < $1.key })
let dobles = dados.reduce(into: []) { $0.append($1 * 2) }
print(dobles)
let porLongitud = palabras.reduce(into: [:]) { $0[$1.count, default: []].append($1) }
print(porLongitud.keys.sorted(), porLongitud[2]!)
let medias = [("a", 1.5), ("b", 2.0)].reduce(into: [:]) { $0[$1.0] = $1.1 }
print(medias.sorted { $0.key < $1.key })
