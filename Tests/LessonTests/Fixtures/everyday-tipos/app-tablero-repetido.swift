// Array(repeating: Array(repeating: 0, count: 4), count: 4) es un [[Int]]: joined() da sus números.
var tablero = Array(repeating: Array(repeating: 0, count: 4), count: 4)
for f in 0..<4 {
    for c in 0..<4 { tablero[f][c] = f * 4 + c }
}
for fila in tablero { print(fila.map { String($0) }.joined(separator: "\t")) }
var encontrado: (Int, Int)? = nil
busqueda: for (f, fila) in tablero.enumerated() {
    for (c, v) in fila.enumerated() {
        if v % 7 == 6 && v > 6 {
            encontrado = (f, c)
            break busqueda
        }
        if v % 5 == 0 { continue busqueda }
    }
}
if let (f, c) = encontrado { print("en", f, c) }
let traspuesta = (0..<4).map { c in tablero.map { $0[c] } }
print(traspuesta[1])
let diagonal = (0..<4).map { tablero[$0][$0] }
print(diagonal, diagonal.reduce(0, +))
let sumaFilas = tablero.map { $0.reduce(0, +) }
print(sumaFilas)
var i = 0
repeat { i += 3 } while i < 10
print(i)
let plano = tablero.joined().filter { $0 % 3 == 0 }
print(Array(plano))
