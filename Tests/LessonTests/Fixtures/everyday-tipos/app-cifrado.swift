// Cifrado César y otras manipulaciones de cadenas con Character y asciiValue.
import Foundation
func cesar(_ texto: String, desplazamiento: Int) -> String {
    let alfabeto = Array("abcdefghijklmnopqrstuvwxyz")
    var resultado = ""
    for c in texto {
        guard let i = alfabeto.firstIndex(of: Character(c.lowercased())) else {
            resultado.append(c)
            continue
        }
        let nueva = alfabeto[((i + desplazamiento) % 26 + 26) % 26]
        resultado += c.isUppercase ? nueva.uppercased() : String(nueva)
    }
    return resultado
}
let mensaje = "Hola Mundo, Swift!"
let cifrado = cesar(mensaje, desplazamiento: 3)
print(cifrado)
print(cesar(cifrado, desplazamiento: -3))
func esPalindromo(_ s: String) -> Bool {
    let letras = s.lowercased().filter { $0.isLetter }
    return letras == String(letras.reversed())
}
for frase in ["Anita lava la tina", "Hola", "Ana", "somos o no somos"] {
    print("\"\(frase)\" -> \(esPalindromo(frase) ? "sí" : "no")")
}
func contarDigitos(_ s: String) -> (letras: Int, digitos: Int, otros: Int) {
    var r = (letras: 0, digitos: 0, otros: 0)
    for c in s {
        switch c {
        case "a"..."z", "A"..."Z": r.letras += 1
        case "0"..."9": r.digitos += 1
        default: r.otros += 1
        }
    }
    return r
}
let conteo = contarDigitos("Calle Mayor 42, 3ºB")
print(conteo, conteo.digitos)
let numeros = "10 20 x 30 -5 3.5"
let enteros = numeros.split(separator: " ").compactMap { Int($0) }
print(enteros, enteros.reduce(0, +))
let suma = numeros.split(separator: " ").map { Int($0) ?? 0 }.reduce(0, +)
print(suma)
let binario = String(42, radix: 2)
print(binario, Int(binario, radix: 2)!)
var s = "abc"
s.insert("-", at: s.index(after: s.startIndex))
print(s, s.count)
let idx = s.firstIndex(of: "c")!
print(s[idx], s[s.startIndex])
let palabra = "programación"
print(palabra.prefix(3), palabra.suffix(4), palabra.dropFirst(2).dropLast(3))
print(Array(palabra).count, palabra.uppercased(), palabra.first!.isLowercase)
let acronimo = "Universidad Nacional Autónoma".split(separator: " ").map { $0.prefix(1) }.joined()
print(acronimo)
let repetida = String(repeating: "ab", count: 3)
print(repetida, repetida.replacingOccurrences(of: "b", with: "B"))
