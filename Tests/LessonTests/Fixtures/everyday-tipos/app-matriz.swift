// Matrices y tablas: arrays anidados, Array(repeating:count:), stride, índices, labeled continue.
struct Matriz: CustomStringConvertible {
    let filas: Int, columnas: Int
    var datos: [[Int]]
    init(filas: Int, columnas: Int, valor: Int = 0) {
        self.filas = filas
        self.columnas = columnas
        datos = Array(repeating: Array(repeating: valor, count: columnas), count: filas)
    }
    func multiplicar(por otra: Matriz) -> Matriz? {
        guard columnas == otra.filas else { return nil }
        var r = Matriz(filas: filas, columnas: otra.columnas)
        for i in 0..<filas {
            for j in 0..<otra.columnas {
                for k in 0..<columnas { r.datos[i][j] += datos[i][k] * otra.datos[k][j] }
            }
        }
        return r
    }
    var traspuesta: Matriz {
        var t = Matriz(filas: columnas, columnas: filas)
        for (i, fila) in datos.enumerated() {
            for (j, v) in fila.enumerated() { t.datos[j][i] = v }
        }
        return t
    }
    var description: String { datos.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") }
}

var m = Matriz(filas: 2, columnas: 3)
var n = 1
for i in 0..<2 { for j in 0..<3 { m.datos[i][j] = n; n += 1 } }
print(m)
print(m.traspuesta)
if let p = m.multiplicar(por: m.traspuesta) { print(p) }
print(m.multiplicar(por: m) == nil)
var tablero = Array(repeating: Array(repeating: ".", count: 5), count: 5)
for i in stride(from: 0, to: 5, by: 2) { tablero[i][i] = "X" }
tablero[1][3] = "O"
for fila in tablero { print(fila.joined()) }
var primos: [Int] = []
candidatos: for c in 2...40 {
    for p in primos where p * p <= c {
        if c % p == 0 { continue candidatos }
    }
    primos.append(c)
}
print(primos)
let suma = m.datos.joined().reduce(0, +)
print(suma, m.datos.map { $0.max()! }, m.datos.flatMap { $0 }.filter { $0 % 2 == 0 })
var encontrado: (Int, Int)? = nil
busqueda: for (i, fila) in m.datos.enumerated() {
    for (j, v) in fila.enumerated() where v > 4 {
        encontrado = (i, j)
        break busqueda
    }
}
print(encontrado!)
let diagonal = (0..<min(m.filas, m.columnas)).map { m.datos[$0][$0] }
print(diagonal)
var triangulo: [[Int]] = [[1]]
for _ in 1..<6 {
    let previa = triangulo.last!
    var nueva = [1]
    for k in 1..<previa.count { nueva.append(previa[k - 1] + previa[k]) }
    nueva.append(1)
    triangulo.append(nueva)
}
for fila in triangulo { print(fila) }
