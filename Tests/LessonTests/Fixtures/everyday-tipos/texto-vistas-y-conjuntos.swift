import Foundation

// Caracteres, bytes y escalares: la lección de «mañana».count frente a «mañana».utf8.count.
let palabras = ["mañana", "café", "👍🏽", "hola"]
for p in palabras {
    print(p, p.count, p.utf8.count, p.unicodeScalars.count, p.utf16.count, p.utf8.isEmpty)
}
print("año".utf8, Array("año".utf8), "ab".utf8.first as Any, "".utf8.last as Any)
var bytes: [UInt8] = []
for b in "Ñu".utf8 { bytes.append(b) }
print(bytes, "hola".utf8.map { Int($0) }.reduce(0, +), "hola".utf8.contains(104), "hola".utf8.filter { $0 > 105 }.count)

// Recortar con los conjuntos de Foundation por su nombre.
print("¡Hola!".trimmingCharacters(in: .punctuationCharacters))
print("123abc456".trimmingCharacters(in: .decimalDigits), "  x  ".trimmingCharacters(in: .whitespaces) + "|")
print("\n dato \t\n".trimmingCharacters(in: .whitespacesAndNewlines) + "|", "ABCdef".trimmingCharacters(in: .uppercaseLetters))
print("uno dos  tres".components(separatedBy: .whitespaces), "a,b;c".components(separatedBy: ","))

// Buscar con range(of:) y reemplazar ese trozo.
let frase = "Nos vemos en la reunion de mañana"
if let rango = frase.range(of: "reunion") {
    print(frase[rango], frase.replacingCharacters(in: rango, with: "cena"))
    print(frase.distance(from: frase.startIndex, to: rango.lowerBound), frase[rango.upperBound...])
}
print(frase.range(of: "fiesta") == nil, frase.starts(with: "Nos"), frase.starts(with: "nos"))

// Recorrer con índices y compararlos.
var i = frase.startIndex
var vocales = 0
while i < frase.endIndex {
    if "aeiouá".contains(frase[i]) { vocales += 1 }
    i = frase.index(after: i)
}
print(vocales, frase.startIndex < frase.endIndex, frase.index(before: frase.endIndex) >= frase.startIndex)

// Un trozo unido con + es un String donde la otra rama lo es.
for m in ["corto", "un mensaje bastante más largo"] {
    let visto = m.count > 10 ? m.prefix(10) + "…" : m
    print(visto)
}
