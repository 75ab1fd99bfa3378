// Tres en raya con una matriz
enum Ficha: Character {
    case x = "X"
    case o = "O"
    case vacia = "."
}

struct Tablero {
    var casillas: [[Ficha]] = Array(repeating: Array(repeating: .vacia, count: 3), count: 3)

    mutating func jugar(_ ficha: Ficha, fila: Int, columna: Int) -> Bool {
        guard (0..<3).contains(fila), (0..<3).contains(columna) else { return false }
        guard casillas[fila][columna] == .vacia else { return false }
        casillas[fila][columna] = ficha
        return true
    }

    func dibujar() {
        for fila in casillas {
            print(String(fila.map { $0.rawValue }))
        }
    }

    func ganador() -> Ficha? {
        var lineas: [[Ficha]] = casillas
        for c in 0..<3 {
            lineas.append(casillas.map { $0[c] })
        }
        lineas.append((0..<3).map { casillas[$0][$0] })
        lineas.append((0..<3).map { casillas[$0][2 - $0] })
        for linea in lineas {
            if let primera = linea.first, primera != .vacia, linea.allSatisfy({ $0 == primera }) {
                return primera
            }
        }
        return nil
    }

    var libres: Int {
        casillas.flatMap { $0 }.filter { $0 == .vacia }.count
    }
}

var t = Tablero()
let jugadas: [(Ficha, Int, Int)] = [(.x, 0, 0), (.o, 1, 1), (.x, 0, 1), (.o, 0, 1), (.o, 2, 2), (.x, 0, 2), (.o, 5, 0)]
for (ficha, f, c) in jugadas {
    let ok = t.jugar(ficha, fila: f, columna: c)
    if !ok {
        print("Jugada inválida: \(ficha.rawValue) en (\(f), \(c))")
    }
}
t.dibujar()
print("Libres: \(t.libres)")
if let g = t.ganador() {
    print("Gana \(g)")
} else {
    print("Nadie gana")
}

// Buscar la primera casilla vacía con un bucle etiquetado
var encontrada: (Int, Int)? = nil
busqueda: for (i, fila) in t.casillas.enumerated() {
    for (j, ficha) in fila.enumerated() where ficha == .vacia {
        encontrada = (i, j)
        break busqueda
    }
}
if let (i, j) = encontrada {
    print("Primera vacía: \(i), \(j)")
}

// Matriz de números: suma de filas, columnas y traspuesta
let matriz = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
let sumasFilas = matriz.map { $0.reduce(0, +) }
let sumasColumnas = (0..<3).map { c in matriz.reduce(0) { $0 + $1[c] } }
print(sumasFilas, sumasColumnas)
var traspuesta = matriz
for i in 0..<3 {
    for j in 0..<3 {
        traspuesta[j][i] = matriz[i][j]
    }
}
print(traspuesta)
let diagonal = matriz.indices.map { matriz[$0][$0] }
print("Diagonal: \(diagonal)")
for fila in stride(from: 2, through: 0, by: -1) {
    print(matriz[fila].map { String($0) }.joined(separator: " "))
}
print(t.casillas[0])
