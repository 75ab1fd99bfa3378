import Foundation
// Una lista de la compra escrita con comas y espacios, y un registro con "--":
// split(separator:) con un separador de varios caracteres, y búsquedas sin mayúsculas.
let lista = "pan, leche, , huevos, café con leche, "
let productos = lista.split(separator: ", ")
print(productos, productos.count)
print(lista.split(separator: ", ", maxSplits: 2), lista.split(separator: ", ", omittingEmptySubsequences: false).count)
for (i, p) in productos.enumerated() { print(i + 1, p.uppercased(), p.count) }
let registro = "lunes--martes----jueves--"
print(registro.split(separator: "--"), registro.split(separator: "--", omittingEmptySubsequences: false))
let busqueda = "LECHE"
print(productos.filter { $0.localizedCaseInsensitiveContains(busqueda) }.map(String.init))
print(lista.localizedCaseInsensitiveContains("Café"), "Ñandú".localizedCaseInsensitiveContains("ñan"), "abc".split(separator: "abcd"))
