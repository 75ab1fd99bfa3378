struct Jugador { var nombre: String; var puntos: Int }
let js = [Jugador(nombre: "a", puntos: 3)]
let m1 = js.filter { j in j.puntos > "2" }
func f(j: Jugador) -> Bool { j.puntos > "2" }
let x = js[0].puntos > "2"
let ns = [1, 2]
let m2 = ns.filter { $0 > "1" }
let m3 = ns.map { $0 + "1" }
let y = js[0]
let z = y.puntos > "2"
let w: Bool = y.puntos > "2"
func g(j: Jugador) -> Bool { return j.puntos + 1 > "2" }
