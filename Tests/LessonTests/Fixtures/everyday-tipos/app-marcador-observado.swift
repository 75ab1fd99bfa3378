// Un marcador de partido: variables globales y locales observadas con willSet y didSet.
var goles = 0 {
    willSet { print("¡gol! \(goles) → \(newValue)") }
    didSet {
        if goles > 5 { goles = 5 }
        print("marcador: \(goles) (antes \(oldValue))")
    }
}

var jugadores: [String] = [] {
    didSet(anteriores) { print("plantilla: \(anteriores.count) → \(jugadores.count)") }
}

func marcar(_ veces: Int) {
    for _ in 0..<veces { goles += 1 }
}

func sumarTarjetas(_ lista: [Int]) -> Int {
    var total = 0 {
        didSet { print("tarjetas: \(oldValue) + \(total - oldValue) = \(total)") }
    }
    for t in lista { total += t }
    return total
}

marcar(2)
goles = 9
jugadores.append("Ana")
jugadores += ["Luis", "Eva"]
_ = jugadores.removeFirst()
print(sumarTarjetas([1, 2, 1]))
print(goles, jugadores)
