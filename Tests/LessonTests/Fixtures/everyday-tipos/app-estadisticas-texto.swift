// Estadísticas de un texto: caracteres, palabras, vocales, frecuencias.
import Foundation
let texto = """
En un lugar de la Mancha, de cuyo nombre no quiero acordarme,
no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero.
"""
let lineas = texto.split(separator: "\n")
print("Líneas: \(lineas.count)")
print("Caracteres: \(texto.count)")
let palabras = texto.lowercased()
    .split { !$0.isLetter }
    .map(String.init)
print("Palabras: \(palabras.count)")
var frecuencia: [String: Int] = [:]
for p in palabras { frecuencia[p, default: 0] += 1 }
let top = frecuencia.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (palabra, n) in top { print("\(palabra): \(n)") }
let vocales: Set<Character> = ["a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú"]
var nVocales = 0, nConsonantes = 0, nEspacios = 0, nPuntuacion = 0
for c in texto.lowercased() {
    if vocales.contains(c) { nVocales += 1 }
    else if c.isLetter { nConsonantes += 1 }
    else if c.isWhitespace { nEspacios += 1 }
    else if c.isPunctuation { nPuntuacion += 1 }
}
print(nVocales, nConsonantes, nEspacios, nPuntuacion)
let masLarga = palabras.max { $0.count < $1.count } ?? ""
print("Palabra más larga: \(masLarga) (\(masLarga.count))")
let mayusculas = texto.filter { $0.isUppercase }
print("Mayúsculas: \(mayusculas)")
let iniciales = palabras.prefix(6).compactMap { $0.first }.map { String($0).uppercased() }.joined()
print(iniciales)
func capitalizar(_ s: String) -> String {
    guard let primera = s.first else { return s }
    return primera.uppercased() + s.dropFirst()
}
print(palabras.suffix(4).map(capitalizar).joined(separator: " "))
let longitudes = Dictionary(grouping: Set(palabras), by: { $0.count })
for n in longitudes.keys.sorted().prefix(3) {
    print(n, longitudes[n]!.sorted())
}
let invertida = String(lineas[0].reversed())
print(invertida)
let sinEspacios = texto.replacingOccurrences(of: " ", with: "")
print(sinEspacios.count)
var cuentaLetras: [Character: Int] = [:]
for c in texto.lowercased() where c.isLetter { cuentaLetras[c, default: 0] += 1 }
let letraTop = cuentaLetras.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
print("Letra más común: \(letraTop.key) x\(letraTop.value)")
print(texto.hasPrefix("En un"), texto.contains("Mancha"), lineas[1].hasSuffix("."))
