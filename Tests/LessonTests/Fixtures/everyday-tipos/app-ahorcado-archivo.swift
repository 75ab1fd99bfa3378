// Juego del ahorcado y anagramas
struct Ahorcado {
    let secreta: String
    private(set) var intentos: Set<Character> = []
    private(set) var fallos = 0
    let maxFallos = 6

    init(_ palabra: String) { secreta = palabra.uppercased() }

    var tablero: String {
        String(secreta.map { intentos.contains($0) ? $0 : "_" })
    }
    var ganado: Bool { secreta.allSatisfy { intentos.contains($0) } }
    var perdido: Bool { fallos >= maxFallos }

    mutating func probar(_ letra: Character) -> String {
        let l = Character(letra.uppercased())
        guard l.isLetter else { return "«\(letra)» no es una letra" }
        guard !intentos.contains(l) else { return "ya probaste \(l)" }
        intentos.insert(l)
        if secreta.contains(l) {
            let veces = secreta.filter { $0 == l }.count
            return "¡Sí! \(l) aparece \(veces) \(veces == 1 ? "vez" : "veces")"
        }
        fallos += 1
        return "No hay \(l). Fallos: \(fallos)/\(maxFallos)"
    }
}

var juego = Ahorcado("murciélago")
for letra in "aeoxmA1rzuclgíé" {
    if juego.ganado || juego.perdido { break }
    print(juego.probar(letra), juego.tablero)
}
print(juego.ganado ? "Ganaste" : juego.perdido ? "Perdiste" : "Sigue", juego.intentos.count)

func esAnagrama(_ a: String, _ b: String) -> Bool {
    let limpiar: (String) -> [Character] = { $0.lowercased().filter { $0 != " " }.sorted() }
    return limpiar(a) == limpiar(b)
}
let pares = [("Roma", "amor"), ("listen", "silent"), ("hola", "adiós"), ("la ruta natural", "natural la ruta")]
for (a, b) in pares {
    print("\(a) / \(b): \(esAnagrama(a, b))")
}
let palabras = ["amor", "roma", "mora", "ramo", "perro", "omar", "gato", "toga"]
let grupos = Dictionary(grouping: palabras) { String($0.sorted()) }
for clave in grupos.keys.sorted() where grupos[clave]!.count > 1 {
    print(clave, grupos[clave]!)
}
var texto = "Hola"
texto += ", mundo"
texto.insert("!", at: texto.endIndex)
texto.removeFirst()
print(texto, texto.count, texto.uppercased(), texto.hasSuffix("!"))
let i = texto.index(texto.startIndex, offsetBy: 3)
print(texto[i], texto[..<i], texto[i...])
let vocal = texto.firstIndex { "aeiou".contains($0) }
print(vocal.map { texto[$0] } ?? "-", texto.lastIndex(of: "o").map { texto.distance(from: texto.startIndex, to: $0) } ?? -1)
