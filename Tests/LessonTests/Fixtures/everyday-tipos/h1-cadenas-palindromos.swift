// Palíndromos, mayúsculas iniciales, palabras al revés y la letra más común; index(of:),
// el nombre antiguo de firstIndex(of:), que swiftc todavía acepta.
import Foundation
let s = "reconocer la luz"
for i in 0..<3 { let c = s[s.index(s.startIndex, offsetBy: i)]; print(c, terminator: "") }
print()
let letras = Array(s)
print(letras[2], letras.count, String(letras[0...3]), letras.lastIndex(of: "l")!)
print(s.split(separator: " ").reversed().joined(separator: " "), s.components(separatedBy: " ").map { $0.count })
let capital = s.prefix(1).uppercased() + s.dropFirst()
print(capital, s.capitalized, s.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
let limpio = s.replacingOccurrences(of: " ", with: "")
print(limpio == String(limpio.reversed()), String(s.prefix(5)), s.suffix(3), s.index(of: "l") != nil)
var contador = [Character: Int]()
for c in s where c != " " { contador[c, default: 0] += 1 }
let masComun = contador.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
print(masComun.key, masComun.value)
let palabras = s.split(separator: " ").map(String.init)
print(palabras.max(by: { $0.count < $1.count })!, palabras.sorted { $0.count > $1.count }.first!, palabras.map { $0.count }.max()!)
print(s.uppercased().filter { !$0.isWhitespace }, s.count - s.filter { $0 == " " }.count)
let ys = [3, 4, 5]
print(ys.index(of: 4)!, ys.index(of: 9) as Any, "hola".index(of: "o").map { "hola".distance(from: "hola".startIndex, to: $0) }!)
