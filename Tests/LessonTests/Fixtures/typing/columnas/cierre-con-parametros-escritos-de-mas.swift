// Escribir los tipos de los parámetros no cambia cuántos recibe el cierre.
func aplicar(_ f: (Int) -> Int) -> Int { f(2) }
print(aplicar { (a: Int, b: Int) -> Int in a + b })
let dobles = [1, 2, 3].map { (a: Int, b: Int) in a }
print(dobles)
let pares = [(1, 2), (3, 4)].map { (a: Int, b: Int) in a + b }
print(pares)
let suma = [1, 2].reduce(0) { (total: Int) in total }
print(suma)
