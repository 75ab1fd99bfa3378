// Deletrear una palabra recorriendo sus índices, como en un juego de letras
let palabra = "¡Ñandú!"
var i = palabra.startIndex
var letras: [String] = []
while i < palabra.endIndex {
    let c = palabra[i]
    if c.isLetter { letras.append(c.uppercased()) }
    i = palabra.index(after: i)
}
print(letras.joined(separator: "-"))

if let n = palabra.firstIndex(of: "n"), n > palabra.startIndex {
    print("antes de la n:", palabra[..<n], "desde la n:", palabra[n...])
}
var j = palabra.index(before: palabra.endIndex)
var alReves = ""
while j >= palabra.startIndex {
    alReves.append(palabra[j])
    if j == palabra.startIndex { break }
    j = palabra.index(before: j)
}
print(alReves, palabra.startIndex < palabra.endIndex)
