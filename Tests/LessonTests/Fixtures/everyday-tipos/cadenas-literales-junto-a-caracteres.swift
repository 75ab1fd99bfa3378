// Un literal de texto junto a un Character en un array es un Character, esté donde esté.
let palabra = "hola"
let separadas = palabra.map { ["-", $0] }
print(separadas)
let c: Character = "z"
let letras = ["a", c, "b"]
print(letras, type(of: letras))
print(["x", Character("y")].count)
let conGuiones: [Character] = palabra.flatMap { [$0, "-"] }
print(String(conGuiones))
let dobles = palabra.flatMap { c -> [Character] in [c, c] }
print(String(dobles))
let repetidas = palabra.flatMap { Array(repeating: $0, count: 2) }
print(String(repetidas))
func espaciar(_ texto: String) -> [Character] {
    texto.flatMap { [$0, " "] }
}
print(String(espaciar("abc")))
let claves: [Character: Int] = ["a": 1, c: 2]
print(claves.count)
