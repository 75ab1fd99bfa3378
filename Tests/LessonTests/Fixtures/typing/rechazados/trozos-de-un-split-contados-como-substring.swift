// Leer count en el cierre hace ArraySlice<Character> los trozos; el diccionario pide Substring.
let texto = "uno dos uno tres"
var cuenta: [Substring: Int] = [:]
for palabra in texto.split(separator: " ").filter({ $0.count > 2 }) {
    cuenta[palabra, default: 0] += 1
}
print(cuenta)
