struct Ahorcado {
    let secreta: String
    var intentos: Set<Character> = []
    var fallos = 0
    static let maxFallos = 6
    var tablero: String {
        String(secreta.map { intentos.contains($0) ? $0 : "_" })
    }
    var ganado: Bool { secreta.allSatisfy { intentos.contains($0) } }
    mutating func probar(_ c: Character) -> String {
        let (insertado, _) = intentos.insert(c)
        if !insertado { return "repetida" }
        if secreta.contains(c) { return "bien" }
        fallos += 1
        return "fallo \(fallos)/\(Ahorcado.maxFallos)"
    }
}
var juego = Ahorcado(secreta: "cigüeña")
for c in "aeiouüñcgx" {
    let r = juego.probar(c)
    print(c, r, juego.tablero)
    if juego.ganado { print("¡ganaste!"); break }
    if juego.fallos >= Ahorcado.maxFallos { print("perdiste"); break }
}
print(juego.probar("a"))
print(juego.intentos.count, juego.intentos.sorted())
