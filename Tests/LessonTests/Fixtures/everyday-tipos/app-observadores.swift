// Observadores en un init, willSet que lee el valor viejo de una clase, opcionales sin valor inicial.
import Foundation
struct Termometro {
    var grados = 0.0 {
        didSet { print("cambió de \(oldValue) a \(grados)") }
    }
    init(inicial: Double) { grados = inicial }
}
var t = Termometro(inicial: 20)
t.grados = 22.5
class Marcador {
    let equipo: String
    var goles = 0 {
        willSet { print("\(equipo): de \(goles) a \(newValue)") }
        didSet { if goles > record { record = goles } }
    }
    var record = 0
    init(_ equipo: String, goles: Int) {
        self.equipo = equipo
        self.goles = goles
    }
}
class MarcadorLiga: Marcador {
    var jornada: Int
    init(_ equipo: String, jornada: Int) {
        self.jornada = jornada
        super.init(equipo, goles: 0)
        goles = 1
    }
}
let m = Marcador("Betis", goles: 2)
for _ in 1...2 { m.goles += 1 }
print(m.goles, m.record)
let liga = MarcadorLiga("Sevilla", jornada: 3)
print(liga.goles, liga.record)
var ganador: Marcador?
var puntos: [String: Int]?
print(ganador == nil, puntos as Any)
func buscar(_ nombre: String, en marcadores: [Marcador]) -> Marcador? {
    var encontrado: Marcador?
    for x in marcadores where x.equipo == nombre { encontrado = x }
    return encontrado
}
ganador = buscar("Betis", en: [m, liga])
print(ganador?.goles ?? -1, buscar("Cádiz", en: [m]) == nil)
let parejas = [(2, "b"), (1, "z"), (2, "a")]
print(parejas.sorted { $0 < $1 }.map { $0.1 }, (1, "a") < (1, "b"), (3, 0) >= (2, 9))
print([[1, 2], [3], []].joined().map { $0 * 10 }, Array([[1], [2, 3]].joined(separator: [0])))
print((7.5).rounded(), (7.5).rounded(.down), (-2.5).rounded(.towardZero), (10.0).squareRoot(), (7.5).truncatingRemainder(dividingBy: 2))
