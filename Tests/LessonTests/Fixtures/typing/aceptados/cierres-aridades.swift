let pares = [(1, "uno"), (2, "dos")]
let nombres = pares.map { $1 }
let numeros = pares.map { (n, _) in n }
let total = [1, 2, 3].reduce(0) { $0 + $1 }
let ordenados = [3, 1, 2].sorted { a, b in a > b }
let fijo: (Int) -> Int = { _ in 7 }
let vacio: () -> Int = { 8 }
let tabla = ["a": 1, "b": 2]
let claves = tabla.map { $0.key }.sorted()
let valores = tabla.map { k, v in v }.sorted()
pares.forEach { print($0.0, $0.1) }
print(nombres, numeros, total, ordenados, fijo(0), vacio(), claves, valores)
