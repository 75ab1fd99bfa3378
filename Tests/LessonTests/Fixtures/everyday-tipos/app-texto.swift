func esPalindromo(_ frase: String) -> Bool {
    let limpio = frase.lowercased().filter { $0.isLetter || $0.isNumber }
    return limpio == String(limpio.reversed())
}

func capitalizarPalabras(_ texto: String) -> String {
    texto.split(separator: " ").map { palabra in
        palabra.prefix(1).uppercased() + palabra.dropFirst().lowercased()
    }.joined(separator: " ")
}

func contarVocales(_ texto: String) -> [Character: Int] {
    var cuenta: [Character: Int] = [:]
    for c in texto.lowercased() where "aeiouáéíóú".contains(c) {
        cuenta[c, default: 0] += 1
    }
    return cuenta
}

func iniciales(_ nombre: String) -> String {
    String(nombre.split(separator: " ").compactMap { $0.first })
}

let frases = ["Anita lava la tina", "Hola mundo", "¿Acaso hubo búhos acá?", "12321"]
for f in frases {
    print("\"\(f)\" -> \(esPalindromo(f) ? "palíndromo" : "no")")
}
print(capitalizarPalabras("el  SEÑOR de LOS anillos"))
let vocales = contarVocales("Murciélago aéreo")
print(vocales.keys.sorted().map { "\($0)=\(vocales[$0]!)" }.joined(separator: ","))
print(iniciales("Gabriel García Márquez"))

let texto = "uno,dos,,tres"
print(texto.split(separator: ","))
print(texto.split(separator: ",", omittingEmptySubsequences: false))
print(texto.split(separator: ",", maxSplits: 1))
let s = "Programación"
let i = s.index(s.startIndex, offsetBy: 3)
print(s[i], s[s.startIndex..<i], s[i...])
if let posicion = s.firstIndex(of: "a") {
    print("primera a en", s.distance(from: s.startIndex, to: posicion))
}
print(s.uppercased(), s.count)
print(s.hasPrefix("Pro"), s.hasSuffix("ción"), s.contains("gram"))
let letras = Array(s)
print(letras[0], letras.last!, letras.count)
print(String(letras.sorted()))
print(s.map { $0.isUppercase ? "M" : "m" }.joined())
var invertida = ""
for c in s { invertida = String(c) + invertida }
print(invertida)
let numeros = "10 20 x 30 4.5"
let enteros = numeros.split(separator: " ").compactMap { Int($0) }
print(enteros, enteros.reduce(0, +))
print(Double("4.5")! * 2, Int("007") as Any, Int("-3")!, Int("3.0") as Any)
let palabra: Character = "ñ"
print(palabra.isLetter, palabra.isLowercase, palabra.uppercased(), Character("7").wholeNumberValue as Any)
let repetido = String(repeating: "ab", count: 3)
print(repetido, repetido.count)
var mutable = "casa"
mutable.append("s")
mutable += "!"
mutable.insert("¡", at: mutable.startIndex)
print(mutable)
let ultimo = mutable.removeLast()
print(mutable, mutable.removeFirst(), mutable, ultimo)
let multilinea = """
    Querido diario:
      hoy aprendí Swift.
    Fin
    """
print(multilinea)
print(multilinea.split(separator: "\n").count)
let crudo = #"Ruta: C:\nuevo\"carpeta""#
print(crudo)
print("tab\tfin", "comillas \"x\"")
debugPrint("tab\tfin", s, letras.prefix(2))
extension Substring {
    func trimmingPrefixEspacios() -> String { String(drop { $0 == " " }) }
}
let linea = "nombre: Ana María: 30"
print(linea.split(separator: ":", maxSplits: 1).map { $0.trimmingPrefixEspacios() })
print(linea.split(maxSplits: 1, whereSeparator: { $0 == " " }), linea.split(maxSplits: 2) { $0 == ":" })
