struct Jugador: Equatable { let nombre: String; var vidas: Int }

enum Partida: Equatable {
    case esperando(jugadores: [String])
    case jugando(turno: Int, jugadores: [Jugador])
    case terminada(ganador: String?)
}

enum Jugada {
    case unirse(String)
    case empezar
    case golpear(objetivo: Int)
    case pasar
    case rendirse
}

struct Mesa {
    var partida = Partida.esperando(jugadores: [])
    var log: [String] = []

    mutating func enviar(_ j: Jugada) {
        switch (partida, j) {
        case (.esperando(var js), .unirse(let n)) where !js.contains(n) && js.count < 3:
            js.append(n)
            partida = .esperando(jugadores: js)
        case (.esperando(let js), .empezar) where js.count >= 2:
            partida = .jugando(turno: 0, jugadores: js.map { Jugador(nombre: $0, vidas: 2) })
        case (.jugando(let t, var js), .golpear(let o)) where o != t && js.indices.contains(o):
            js[o].vidas -= 1
            log.append("\(js[t].nombre) golpea a \(js[o].nombre)")
            let vivos = js.filter { $0.vidas > 0 }
            if vivos.count == 1 {
                partida = .terminada(ganador: vivos[0].nombre)
            } else {
                var siguiente = (t + 1) % js.count
                while js[siguiente].vidas <= 0 { siguiente = (siguiente + 1) % js.count }
                partida = .jugando(turno: siguiente, jugadores: js)
            }
        case (.jugando(let t, let js), .pasar):
            partida = .jugando(turno: (t + 1) % js.count, jugadores: js)
        case (.jugando, .rendirse), (.esperando, .rendirse):
            partida = .terminada(ganador: nil)
        default:
            log.append("jugada ignorada: \(j)")
        }
    }
}

var mesa = Mesa()
let jugadas: [Jugada] = [.empezar, .unirse("Ana"), .unirse("Ana"), .unirse("Bo"), .unirse("Cy"), .unirse("Di"), .empezar,
                         .golpear(objetivo: 0), .golpear(objetivo: 2), .pasar, .golpear(objetivo: 1), .golpear(objetivo: 1),
                         .golpear(objetivo: 2), .golpear(objetivo: 0), .golpear(objetivo: 5)]
for j in jugadas {
    mesa.enviar(j)
    switch mesa.partida {
    case .esperando(let js): print("esperando", js)
    case let .jugando(t, js): print("turno de \(js[t].nombre):", js.map { "\($0.nombre)\($0.vidas)" }.joined(separator: " "))
    case .terminada(let g): print("fin, ganador:", g ?? "nadie")
    }
}
print(mesa.log.joined(separator: "\n"))
