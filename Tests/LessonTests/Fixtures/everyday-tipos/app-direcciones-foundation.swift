import Foundation

// Limpiar y analizar direcciones con Foundation
let entrada = "  Calle Mayor, 12 ;Madrid; 28013 ;  ESPAÑA  "
let campos = entrada.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
print(campos)
let calleYNumero = campos[0].components(separatedBy: ", ")
print(calleYNumero, calleYNumero.count)
let pais = campos[3].capitalized
print(pais, campos[3].lowercased(), campos[1].uppercased())
let cp = campos[2]
print(cp.count == 5 && cp.allSatisfy(\.isNumber), Int(cp)! / 1000)

let plantilla = "Hola {nombre}, tu pedido {pedido} llega el {dia}."
var mensaje = plantilla
for (clave, valor) in [("nombre", "Ana"), ("pedido", "#123"), ("dia", "lunes")] {
    mensaje = mensaje.replacingOccurrences(of: "{\(clave)}", with: valor)
}
print(mensaje)

let texto = """
    línea uno
      línea dos con sangría

    línea cuatro
    """
let lineas = texto.components(separatedBy: "\n")
print(lineas.count, lineas.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
print(texto.contains("dos"), texto.hasPrefix("línea"), texto.hasSuffix("cuatro"))

let csv = "nombre;edad;ciudad\nLuis;30;Bilbao\nMarta;25;Vigo"
let filas = csv.components(separatedBy: "\n").map { $0.components(separatedBy: ";") }
for fila in filas.dropFirst() {
    print(fila[0].padding(toLength: 8, withPad: ".", startingAt: 0), fila[1], fila[2])
}
let edades = filas.dropFirst().compactMap { Int($0[1]) }
print(edades.reduce(0, +))

let frase = "el veloz murciélago hindú comía feliz cardillo y kiwi"
let palabras = frase.components(separatedBy: " ")
print(palabras.map { $0.capitalized }.joined(separator: " "))
print(palabras.filter { $0.count > 5 }.count, palabras.map(\.count).max()!)
let sinVocales = frase.filter { !"aeiouáéíóú".contains($0) }
print(sinVocales)
print(frase.replacingOccurrences(of: " ", with: "_").prefix(20))
let numeroTexto = "  42  "
print(Int(numeroTexto) as Any, Int(numeroTexto.trimmingCharacters(in: .whitespaces)) as Any)
print("a,b,,c".components(separatedBy: ","), "a,b,,c".split(separator: ",").count)
print(String(repeating: "=", count: 10), "fin".padding(toLength: 6, withPad: "*", startingAt: 0))
