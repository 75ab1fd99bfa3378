// Text handling with Foundation: trimming, components, filtering characters, indices, formats.
import Foundation
let texto = "  Hola, Mundo! Hola otra vez.  "
let limpio = texto.trimmingCharacters(in: .whitespaces)
print(limpio, limpio.count)
let palabras = limpio.components(separatedBy: " ")
print(palabras.count, palabras.first!, palabras.last!)
let sinSignos = limpio.filter { $0.isLetter || $0 == " " }
print(sinSignos)
var vocales = 0
for c in limpio.lowercased() where "aeiou".contains(c) { vocales += 1 }
print(vocales)
let iniciales = palabras.compactMap { $0.first }.map { String($0) }.joined()
print(iniciales)
let invertida = String(limpio.reversed())
print(invertida)
var resultado = ""
for (i, c) in "abc".enumerated() { resultado += String(repeating: String(c), count: i + 1) }
print(resultado)
let csv = "nombre;edad\nAna;30\nLuis;25"
let filas = csv.split(separator: "\n").map { $0.split(separator: ";").map(String.init) }
print(filas.count, filas[1][0], Int(filas[2][1])! + 1)
let mayusculas = "Hola Mundo".filter { $0.isUppercase }
print(mayusculas, Array(mayusculas))
let n = 1234
let digitos = String(n).compactMap { $0.wholeNumberValue }
print(digitos, digitos.reduce(0, +))
let binario = String(n, radix: 2)
print(binario)
let frase = "la casa es la casa"
let unicas = Set(frase.split(separator: " ").map(String.init))
print(unicas.count, unicas.sorted())
print(frase.replacingOccurrences(of: "casa", with: "cueva"))
print(frase.hasPrefix("la"), frase.hasSuffix("casa"), frase.uppercased())
let s = "Swift"
var i = s.startIndex
var letras: [Character] = []
while i != s.endIndex { letras.append(s[i]); i = s.index(after: i) }
print(letras, letras.count)
print(s.prefix(3) + "!", s.dropFirst(2), s.contains("if"))
let multi = """
    Línea uno
    Línea "dos"
    """
for linea in multi.split(separator: "\n") { print("-", linea) }
print("Total: \(palabras.count) palabras, \(String(format: "%.2f", 3.14159))")
