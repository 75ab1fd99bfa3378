enum Jugador: Equatable { case x, o }
enum Partida: Equatable {
    case enCurso(turno: Jugador, jugadas: Int)
    case ganada(por: Jugador)
    case empate
}
enum Jugada { case marcar(casilla: Int), rendirse(Jugador) }

struct Juego {
    private(set) var estado: Partida = .enCurso(turno: .x, jugadas: 0)
    var tablero: [Jugador?] = Array(repeating: nil, count: 9)

    mutating func enviar(_ jugada: Jugada) {
        guard case let .enCurso(turno, jugadas) = estado else { return }
        switch jugada {
        case .marcar(let c) where c < 0 || c > 8:
            print("fuera", c)
        case .marcar(let c) where tablero[c] != nil:
            print("ocupada", c)
        case .marcar(let c):
            tablero[c] = turno
            if jugadas + 1 == 5 {
                estado = .ganada(por: turno)
            } else {
                estado = .enCurso(turno: turno == .x ? .o : .x, jugadas: jugadas + 1)
            }
        case .rendirse(let j):
            estado = .ganada(por: j == .x ? .o : .x)
        }
    }
}
var juego = Juego()
let jugadas: [Jugada] = [.marcar(casilla: 4), .marcar(casilla: 4), .marcar(casilla: 9), .marcar(casilla: 0), .marcar(casilla: 1), .marcar(casilla: 2), .marcar(casilla: 3), .rendirse(.o)]
for j in jugadas {
    juego.enviar(j)
    print(juego.estado)
}
print(juego.tablero.compactMap { $0 }.count)
print(juego.tablero.map { $0.map { "\($0)" } ?? "·" }.joined())
