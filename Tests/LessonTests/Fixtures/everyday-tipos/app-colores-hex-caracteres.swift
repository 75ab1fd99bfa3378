// Leer un color escrito en hexadecimal, carácter a carácter
func leerColor(_ texto: String) -> (Int, Int, Int)? {
    let cifras = texto.hasPrefix("#") ? Array(texto.dropFirst()) : Array(texto)
    guard cifras.count == 6, cifras.allSatisfy(\.isHexDigit) else { return nil }
    let valores = cifras.compactMap(\.hexDigitValue)
    return (valores[0] * 16 + valores[1], valores[2] * 16 + valores[3], valores[4] * 16 + valores[5])
}

for color in ["#FF8800", "00ffcc", "#12345G", "#abc"] {
    if let (r, g, b) = leerColor(color) { print(color, "→", r, g, b) } else { print(color, "no es un color") }
}
let simbolos: [Character] = ["+", "€", "$", "a", "=", "Ω", "7", "%"]
for c in simbolos {
    print(c, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isCased, c.isHexDigit, c.hexDigitValue ?? -1)
}
