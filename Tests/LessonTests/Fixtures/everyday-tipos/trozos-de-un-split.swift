// Los trozos de texto.split(separator: " ") son Substring, salvo cuando la siguiente llamada
// lee su count en un cierre: entonces swiftc elige el split de Sequence y son ArraySlice<Character>.
let frase = "el perro come, y el gato duerme"

let largas = frase.split(separator: " ").filter { $0.count > 3 }
print(largas)
print(type(of: largas))

for palabra in frase.split(separator: " ").filter({ $0.count > 4 }) {
    print(palabra, String(palabra))
}

if let masLarga = frase.split(separator: " ").max(by: { $0.count < $1.count }) {
    print(masLarga, String(masLarga).uppercased())
}
let ordenadas = frase.split(separator: " ").sorted { $0.count > $1.count }
print(ordenadas.first!, ordenadas.count)

// Sin leer count, o leyéndolo de otra cosa, siguen siendo Substring.
let conP = frase.split(separator: " ").filter { $0.hasPrefix("p") }
print(conP, type(of: conP))
let medidas = frase.split(separator: " ").filter { String($0).count > 4 }
print(medidas)

// Una interpolación del trozo empata con el count: gana Substring.
let etiquetas = frase.split(separator: " ").filter { $0.count > 3 }.map { "<\($0)>" }
print(etiquetas.joined())
let conDos = frase.split(separator: " ").map { "\($0): \($0.count) \($0.count)" }
print(conDos[0])

// Lo que pide un tipo de texto decide por Substring: un tipo escrito, sorted(), ??.
let anotadas: [Substring] = frase.split(separator: " ").filter { $0.count > 3 }
print(anotadas)
let ordenAlfabetico = frase.split(separator: " ").filter { $0.count > 3 }.sorted()
print(ordenAlfabetico)
let primera = frase.split(separator: " ").first { $0.count > 10 } ?? "ninguna"
print(primera)
let conMayusculas = frase.split(separator: " ").filter { $0.count > 3 && $0.uppercased() != "" }
print(conMayusculas)

// Partir en un Character o con whereSeparator: también.
let coma: Character = ","
print(frase.split(separator: coma).filter { $0.count > 3 }.count)
print(frase.split(whereSeparator: { $0 == " " }).min { $0.count < $1.count }!)
let porLongitud = Set(frase.split(separator: " ").filter { $0.count == 2 })
print(porLongitud.count)
