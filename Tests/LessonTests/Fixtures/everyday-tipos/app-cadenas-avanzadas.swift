// Manipulación de cadenas: índices, caracteres, cadenas en bruto y de varias líneas.
import Foundation
let frase = "El veloz murciélago hindú comía feliz cardillo y kiwi"
let i2 = frase.index(frase.startIndex, offsetBy: 3)
print(frase[i2], frase[frase.startIndex..<i2], frase[i2...].prefix(5))
if let espacio = frase.firstIndex(of: " ") {
    print("primera palabra: \(frase[..<espacio])", frase.distance(from: frase.startIndex, to: espacio))
}
let sinTildes = frase.map { c -> Character in
    switch c {
    case "á": return "a"
    case "é": return "e"
    case "í": return "i"
    case "ó": return "o"
    case "ú": return "u"
    default: return c
    }
}
print(String(sinTildes))
let palabras = frase.split(separator: " ")
print(palabras.count, palabras.map { $0.count }.max()!, palabras.filter { $0.hasPrefix("c") })
let conteo = palabras.reduce(into: [Int: [String]]()) { $0[$1.count, default: []].append(String($1)) }
for n in conteo.keys.sorted() { print(n, conteo[n]!) }
let numero = "2024-06-15"
let partes = numero.split(separator: "-").compactMap { Int($0) }
print(partes, partes.reduce(0, +))
let digitos = "a1b2c3".compactMap { $0.wholeNumberValue }
print(digitos, digitos.reduce(0, +))
let ruta = #"C:\Usuarios\ana\notas.txt"#
print(ruta, ruta.count, ruta.split(separator: "\\").last!)
let nombre = "Ana"
let carta = """
    Querida \(nombre):
      Te escribo desde "Madrid".
    Un abrazo.
    """
print(carta)
print(carta.split(separator: "\n").count)
var iniciales = ""
for p in ["Juan", "Pablo", "Segundo"] { iniciales += String(p.first!) + "." }
print(iniciales, iniciales.lowercased(), iniciales.count)
let mezcla = "Hola, Mundo! 123"
print(mezcla.filter(\.isLetter), mezcla.filter { $0.isNumber }, mezcla.filter { $0.isPunctuation })
let invertidas = frase.split(separator: " ").map { String($0.reversed()) }.joined(separator: " ")
print(invertidas.prefix(20))
print("abc" < "abd", "Zeta" < "alfa", "ñ" > "n")
