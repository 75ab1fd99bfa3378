let doble: (Int) -> Int = { (x: Int) -> Int in x * 2 }
let suma: (Double, Double) -> Double = { a, b in a + b }
let saludo = { (nombre: String) -> String in "Hola, \(nombre)" }
print(doble(21), suma(1, 2.5), saludo("Ana"))

var transformaciones: [(Int) -> Int] = [doble, { $0 + 1 }, { x in x * x }]
transformaciones.append({ (n: Int) -> Int in n - 3 })
var v = 3
for f in transformaciones {
    v = f(v)
    print(v)
}
let compuesta = transformaciones.reduce(1) { acc, f in f(acc) }
print(compuesta)

func aplicar(_ n: Int, veces: Int, _ f: (Int) -> Int) -> Int {
    var r = n
    for _ in 0..<veces { r = f(r) }
    return r
}
print(aplicar(1, veces: 5) { $0 * 3 })
let filtro: (Int) -> Bool = { $0 % 2 == 0 }
print([1, 2, 3, 4, 5, 6].filter(filtro).map { Double($0) / 4 })
