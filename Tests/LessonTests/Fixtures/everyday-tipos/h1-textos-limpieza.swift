// Limpieza y análisis de textos de un estudiante: anagramas, removeAll(where:) en un String,
// iniciales, conteo de letras, contraseñas y un CSV pequeño.
func esAnagrama(_ a: String, _ b: String) -> Bool {
    a.lowercased().filter { $0 != " " }.sorted() == b.lowercased().filter { $0 != " " }.sorted()
}
print(esAnagrama("Roma", "amor"), esAnagrama("hola", "adiós"))
var texto = "Buenos días, Señora Martínez"
texto.removeAll(where: { $0 == "," })
print(texto, texto.filter(\.isUppercase), texto.map(\.isLetter).filter { !$0 }.count)
texto.insert("¡", at: texto.startIndex)
texto += "!"
print(texto, texto.count, texto.first!, texto.last!)
let sinAcentos = texto.map { c -> Character in
    switch c {
    case "á": return "a"
    case "é": return "e"
    case "í": return "i"
    case "ñ": return "n"
    default: return c
    }
}
print(String(sinAcentos))
let iniciales = texto.split(separator: " ").compactMap { $0.first(where: \.isLetter) }
print(String(iniciales), iniciales)
let conteo = texto.lowercased().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(conteo.filter { $0.value > 2 }.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
let vocales = "aeiouáéíóú"
print(texto.lowercased().count(where: { vocales.contains($0) }), Set(texto.lowercased()).subtracting(" ¡!").count)
print(texto.contains(where: \.isNumber), texto.firstIndex(where: { $0 == "S" }).map { texto.distance(from: texto.startIndex, to: $0) } as Any)
let password = "abc123XYZ"
let tieneDigito = password.contains { $0.isNumber }
let tieneMayus = password.contains { $0.isUppercase }
print(tieneDigito && tieneMayus && password.count >= 8 ? "fuerte" : "débil")
print(password.filter(\.isNumber).compactMap(\.wholeNumberValue).reduce(0, +), password.dropLast(3).uppercased(), password.suffix(3).lowercased())
let csv = "nombre;edad;ciudad\nAna;30;Sevilla\nLuis;25;Bilbao"
let filas = csv.split(separator: "\n").map { $0.split(separator: ";").map(String.init) }
let cabecera = filas[0]
for fila in filas.dropFirst() {
    print(zip(cabecera, fila).map { "\($0): \($1)" }.joined(separator: " | "))
}
let edades = filas.dropFirst().compactMap { Int($0[1]) }
print(edades, edades.reduce(0, +) / edades.count)
var palabra = "murcielago"
let quitada = palabra.remove(at: palabra.index(palabra.startIndex, offsetBy: 3))
print(quitada, palabra, palabra.hasPrefix("mur"), palabra.starts(with: "mu"), palabra.uppercased().reversed().map { String($0) }.joined())
print("ab" + String(repeating: "ja", count: 3), "x".isEmpty, String(describing: 42) + "%", "\(1 + 2)" == "3")
