// map, compactMap, flatMap, reduce, zip, enumerated, indices
let entradas = ["12", "siete", "3", "", "40"]
let numeros = entradas.compactMap { Int($0) }
print(numeros)
let opcionales = entradas.map { Int($0) }
print(opcionales)
print(opcionales.compactMap { $0 }.reduce(0, +))
let suma = numeros.reduce(0, +)
let producto = numeros.reduce(1, *)
print(suma, producto)
let maximo = numeros.reduce(Int.min) { max($0, $1) }
print(maximo)
let frase = numeros.reduce("") { $0 + String($1) + ";" }
print(frase)
let grupos = [[1, 2], [3], [], [4, 5, 6]]
print(grupos.flatMap { $0 }, grupos.joined().count)
print(grupos.map { $0.count }, grupos.map { $0.reduce(0, +) })
let letras = ["ab", "cd"].flatMap { Array($0) }
print(letras)
let dobles = numeros.map { $0 * 2 }.filter { $0 > 10 }
print(dobles)
let nombres = ["Ana", "Beto", "Ceci"]
let edades = [30, 25, 41]
for (nombre, edad) in zip(nombres, edades) {
    print("\(nombre): \(edad)")
}
let parejas = Array(zip(nombres, edades))
print(parejas.count, parejas[1].0, parejas[1].1)
print(zip([1, 2, 3], [10, 20]).map { $0 * $1 })
print(zip(nombres, 1...).map { "\($1). \($0)" })
for (i, nombre) in nombres.enumerated() {
    print(i, nombre)
}
print(nombres.enumerated().map { "\($0.offset)-\($0.element)" })
print(nombres.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element })
for i in nombres.indices {
    print(i, nombres[i].uppercased())
}
print(nombres.indices, nombres.indices.count, Array(nombres.indices.reversed()))
for i in nombres.indices.dropFirst() {
    print("desde 1:", nombres[i])
}
for nombre in nombres.reversed() {
    print(nombre, terminator: " ")
}
print()
let cuenta = nombres.reduce(into: [String: Int]()) { $0[$1] = $1.count }
print(cuenta.sorted { $0.key < $1.key })
let acumulado = numeros.reduce(into: [Int]()) { lista, x in lista.append((lista.last ?? 0) + x) }
print(acumulado)
let mapeado = nombres.map(\.count)
print(mapeado)
let minusculas = nombres.map { $0.lowercased() }
print(minusculas)
let mayoresA30 = zip(nombres, edades).filter { $0.1 >= 30 }.map { $0.0 }
print(mayoresA30)
let totalEdad = edades.reduce(0) { $0 + $1 }
print(Double(totalEdad) / Double(edades.count))
let tuplas = nombres.enumerated().map { (indice: $0.offset, nombre: $0.element) }
print(tuplas[2].indice, tuplas[2].nombre)
let anidado = [[1, 2, 3], [4, 5, 6]]
let traspuesto = (0..<3).map { columna in anidado.map { $0[columna] } }
print(traspuesto)
print(anidado.map { $0.map { $0 * 10 } })
let sumas = anidado.map { fila in fila.reduce(0, +) }
print(sumas)
