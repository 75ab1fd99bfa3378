// Un ranking ordenado por una tupla (nota, nombre) y nombres puestos en mayúscula inicial.
import Foundation

struct Jugador {
    let nombre: String
    let puntos: Int
    let partidas: Int
}
let jugadores = [
    Jugador(nombre: "lucía pérez", puntos: 30, partidas: 4),
    Jugador(nombre: "o'neil", puntos: 30, partidas: 3),
    Jugador(nombre: "ANA-MARÍA ruiz", puntos: 45, partidas: 5),
]
let ranking = jugadores.sorted { ($0.puntos, -$0.partidas) > ($1.puntos, -$1.partidas) }
for (posicion, j) in ranking.enumerated() {
    print(posicion + 1, j.nombre.capitalized, j.puntos)
}
print((1, "b") < (1, "c"), (2, 0.5) <= (2, 0.5), ("x", 3, 9) >= ("x", 4, 0), (0, 0) > (0, 0))
let fechas = [(2024, 3, 1), (2023, 12, 31), (2024, 1, 15)]
print(fechas.sorted { $0 < $1 }.map { "\($0.0)-\($0.1)-\($0.2)" }, fechas.max { $0 < $1 }!)
print("¿qué tal? 3d x.y".capitalized)
