// Un Substring conserva los índices de su cadena: s[sub.startIndex], sub[s.firstIndex(of:)!], las partes de split, trozos de trozos.
let s = "hola mundo"
let sub = s.dropFirst(5)
print(s[sub.startIndex])
print(sub[sub.startIndex])
print(sub.startIndex == s.index(s.startIndex, offsetBy: 5))
if let i = sub.firstIndex(of: "u") {
    print(s[..<i], s[i...], sub[i...], sub[..<i])
    print(s.distance(from: s.startIndex, to: i))
}
print(s[sub.startIndex..<sub.endIndex], sub.endIndex == s.endIndex)
let t = String(sub)
print(t[t.startIndex], t.startIndex == s.startIndex)
let partes = s.split(separator: " ")
print(s[partes[1].startIndex], partes[1].startIndex == sub.startIndex)
let mas = sub.dropFirst(2)
print(mas, s[mas.startIndex], mas[mas.startIndex], sub[mas.startIndex])
print(sub.prefix(2), sub.suffix(2), sub.dropLast(1), sub.count, sub.isEmpty)
if let j = s.firstIndex(of: "n") { print(sub[j], sub[sub.index(after: j)]) }
print(sub.index(before: sub.endIndex) == s.index(before: s.endIndex))
print(sub.lastIndex(of: "o") == s.lastIndex(of: "o"))
for i in sub.indices where sub[i] == "d" { print(s[i...]) }
print(sub == "mundo", sub < "zeta", sub.uppercased(), Array(sub), String(sub.reversed()))
let trozo = s[s.index(s.startIndex, offsetBy: 2)...]
print(trozo, trozo.first!, trozo[trozo.startIndex], s[trozo.firstIndex(where: { $0 == "m" })!])
print(sub.firstIndex(of: "z") == nil, sub.hasPrefix("mu"), Set(partes).count, sub.description)
var v = sub
v.append("!")
print(v, v.count)
print("[\(sub)]", sub.map { $0.uppercased() })
let linea = "ana:3,luis:5,ana:2"
var cuentas: [Substring: Int] = [:]
for parte in linea.split(separator: ",") {
    let campos = parte.split(separator: ":")
    cuentas[campos[0], default: 0] += Int(campos[1]) ?? 0
}
print(cuentas.keys.sorted(), cuentas["ana"] ?? 0)
let palabras = "el sol y el mar".split(separator: " ")
print(Set(palabras).count, palabras.joined(separator: "-"), palabras.map(String.init))
switch palabras[1] {
case "sol": print("sol en", linea.distance(from: linea.startIndex, to: linea.startIndex))
default: print("otro")
}
print(palabras.sorted(), palabras.max()!, palabras.contains("mar"), palabras.firstIndex(of: "y")!)
let relleno = "  hola  "
print("[\(relleno.dropFirst(2))]", String(describing: relleno.dropLast(2)), relleno.dropFirst(2) == "hola  ")
var resto = "uno dos tres"[...]
while let espacio = resto.firstIndex(of: " ") {
    print(resto[..<espacio])
    resto = resto[resto.index(after: espacio)...]
}
print(resto, resto.count)
let nombre = "Ana María"
if let corte = nombre.firstIndex(of: " ") {
    let pila = nombre[..<corte]
    let apellido = nombre[nombre.index(after: corte)...]
    print(apellido, apellido.startIndex == nombre.index(after: corte), pila + "!", apellido.uppercased())
    print(nombre[apellido.startIndex], apellido[apellido.startIndex], apellido.first!)
}
var otra = "hola mundo".dropFirst(5)
_ = otra.removeFirst()
print(otra, otra[otra.startIndex])
otra.append("!")
otra.insert("X", at: otra.startIndex)
let r = otra.remove(at: otra.index(after: otra.startIndex))
print(r, otra, otra.count)
let codigo = "AB-123"
let numero = codigo.suffix(3)
print(Int(numero)! + 1, numero.allSatisfy { $0.isNumber }, codigo[numero.startIndex])
