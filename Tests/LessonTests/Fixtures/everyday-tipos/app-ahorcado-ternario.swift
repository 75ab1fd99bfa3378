struct Ahorcado {
    let secreta: String
    private(set) var probadas: Set<Character> = []
    private(set) var fallos = 0
    let maxFallos = 6

    enum Estado: Equatable { case jugando, ganado, perdido }

    var estado: Estado {
        if fallos >= maxFallos { return .perdido }
        if secreta.allSatisfy({ probadas.contains($0) || $0 == " " }) { return .ganado }
        return .jugando
    }

    var tablero: String {
        String(secreta.map { $0 == " " ? " " : (probadas.contains($0) ? $0 : "_") })
    }

    mutating func probar(_ letra: Character) -> String {
        guard estado == .jugando else { return "la partida terminó" }
        let l = Character(letra.lowercased())
        guard l.isLetter else { return "«\(letra)» no es una letra" }
        guard probadas.insert(l).inserted else { return "ya probaste «\(l)»" }
        if secreta.contains(l) {
            let veces = secreta.filter { $0 == l }.count
            return "¡sí! aparece \(veces) \(veces == 1 ? "vez" : "veces")"
        }
        fallos += 1
        return "no está (fallos: \(fallos)/\(maxFallos))"
    }
}

var juego = Ahorcado(secreta: "buenos días")
for letra in "eaosZxbudííñrn7qwuk" {
    let r = juego.probar(letra)
    print(letra, "→", r, "|", juego.tablero)
    if juego.estado != .jugando { break }
}
print(juego.estado, juego.fallos, juego.probadas.sorted().map(String.init).joined())
var otro = Ahorcado(secreta: "sol")
for l in "xyzwvt" { _ = otro.probar(l) }
print(otro.estado, otro.tablero, otro.probar("s"))
