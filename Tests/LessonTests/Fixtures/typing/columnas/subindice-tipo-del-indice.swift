// El índice tiene el tipo que declara el subíndice.
struct Tablero {
    var casillas = Array(repeating: ".", count: 9)
    subscript(fila: Int, columna: Int) -> String {
        casillas[fila * 3 + columna]
    }
}
let tablero = Tablero()
print(tablero[0, 1])
print(tablero["a", 1])
