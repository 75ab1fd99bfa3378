// Estadísticas de un texto
let texto = """
El perro come. El gato duerme; el perro ladra.
¿Quién come más? El gato, claro.
"""

var palabras: [String] = []
var actual = ""
for c in texto.lowercased() {
    if c.isLetter {
        actual.append(c)
    } else if !actual.isEmpty {
        palabras.append(actual)
        actual = ""
    }
}
if !actual.isEmpty { palabras.append(actual) }
print("Palabras: \(palabras.count)")

var frecuencias: [String: Int] = [:]
for p in palabras {
    frecuencias[p, default: 0] += 1
}
let ordenadas = frecuencias.sorted { a, b in
    if a.value != b.value { return a.value > b.value }
    return a.key < b.key
}
for (palabra, veces) in ordenadas.prefix(5) {
    print("\(palabra): \(veces)")
}

let letras = texto.filter { $0.isLetter }
let vocales: Set<Character> = ["a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú"]
let numVocales = letras.lowercased().filter { vocales.contains($0) }.count
print("Letras: \(letras.count), vocales: \(numVocales)")

let mayusculas = texto.filter { $0.isUppercase }
print("Mayúsculas: \(mayusculas)")
let signos = texto.filter { $0.isPunctuation }
print("Signos: \(signos.count) \(String(signos))")

let lineas = texto.split(separator: "\n")
for (n, linea) in lineas.enumerated() {
    print("Línea \(n + 1): \(linea.count) caracteres")
}

let masLarga = palabras.max { $0.count < $1.count } ?? ""
print("La más larga: \(masLarga)")
let longitudMedia = Double(palabras.reduce(0) { $0 + $1.count }) / Double(palabras.count)
print("Media: \(longitudMedia)")

let porInicial = Dictionary(grouping: Set(palabras)) { $0.first! }
for inicial in porInicial.keys.sorted() {
    print(inicial, porInicial[inicial]!.sorted())
}

let unicas = Set(palabras)
print("Distintas: \(unicas.count)")
let repetidas = frecuencias.filter { $0.value > 1 }.keys.sorted()
print("Repetidas: \(repetidas)")

let invertida = String(palabras.prefix(3).joined(separator: " ").reversed())
print(invertida)
let capitalizadas = palabras.prefix(4).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalizadas)
let acronimo = String(palabras.prefix(6).compactMap { $0.first }).uppercased()
print(acronimo)
