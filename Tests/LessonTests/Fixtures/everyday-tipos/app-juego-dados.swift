// Juego por turnos: jugadores en una clase, willSet/didSet, tuplas, repeat-while, switch con where.
class Jugador {
    let nombre: String
    var puntos = 0 {
        willSet { if newValue >= 20 && puntos < 20 { print("  \(nombre) llega a \(newValue)") } }
        didSet { if puntos > mejor { mejor = puntos } }
    }
    var mejor = 0
    init(_ nombre: String) { self.nombre = nombre }
}

let tiradas = [3, 6, 6, 1, 5, 4, 2, 6, 6, 6, 3, 5, 1, 2, 4, 6]
var indice = 0
func tirar() -> Int {
    defer { indice = (indice + 1) % tiradas.count }
    return tiradas[indice]
}

let jugadores = [Jugador("Ana"), Jugador("Beto"), Jugador("Cris")]
var ronda = 0
var ganador: Jugador?
repeat {
    ronda += 1
    for j in jugadores {
        let (a, b) = (tirar(), tirar())
        switch (a, b) {
        case (6, 6):
            j.puntos += 12
            print("Ronda \(ronda): \(j.nombre) ¡doble seis!")
        case let (x, y) where x == y:
            j.puntos += x * 2
        case (1, _), (_, 1):
            j.puntos = max(0, j.puntos - 3)
        default:
            j.puntos += a + b
        }
        if j.puntos >= 30 { ganador = j; break }
    }
} while ganador == nil && ronda < 10
if let g = ganador {
    print("Gana \(g.nombre) en la ronda \(ronda) con \(g.puntos) puntos")
} else {
    print("Sin ganador")
}
let clasificacion = jugadores.sorted { ($0.puntos, $0.nombre) > ($1.puntos, $1.nombre) }
for (pos, j) in clasificacion.enumerated() {
    print("\(pos + 1). \(j.nombre) \(j.puntos) (mejor \(j.mejor))")
}
let resumen = jugadores.map { ($0.nombre, $0.puntos) }
print(resumen)
let (maxNombre, maxPuntos) = resumen.max { $0.1 < $1.1 }!
print(maxNombre, maxPuntos)
let puntosTotales = jugadores.reduce(into: [String: Int]()) { $0[$1.nombre] = $1.puntos }
print(puntosTotales["Beto"]!, puntosTotales.values.reduce(0, +))
print(jugadores[0] === clasificacion[0], jugadores.contains { $0 === ganador })
