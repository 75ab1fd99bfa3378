struct Matriz: CustomStringConvertible, Equatable {
    let filas: Int, columnas: Int
    var datos: [[Int]]

    init(filas: Int, columnas: Int, valor: Int = 0) {
        self.filas = filas
        self.columnas = columnas
        datos = Array(repeating: Array(repeating: valor, count: columnas), count: filas)
    }

    init(_ datos: [[Int]]) {
        self.datos = datos
        filas = datos.count
        columnas = datos.first?.count ?? 0
    }

    subscript(f: Int, c: Int) -> Int {
        get { datos[f][c] }
        set { datos[f][c] = newValue }
    }

    var traspuesta: Matriz {
        var t = Matriz(filas: columnas, columnas: filas)
        for f in 0..<filas {
            for c in 0..<columnas { t[c, f] = self[f, c] }
        }
        return t
    }

    static func * (a: Matriz, b: Matriz) -> Matriz? {
        guard a.columnas == b.filas else { return nil }
        var r = Matriz(filas: a.filas, columnas: b.columnas)
        for i in 0..<a.filas {
            for j in 0..<b.columnas {
                r[i, j] = (0..<a.columnas).reduce(0) { $0 + a[i, $1] * b[$1, j] }
            }
        }
        return r
    }

    static func + (a: Matriz, b: Matriz) -> Matriz {
        Matriz(zip(a.datos, b.datos).map { zip($0, $1).map(+) })
    }

    var description: String {
        datos.map { fila in fila.map { String($0) }.joined(separator: "\t") }.joined(separator: "\n")
    }
}

var m = Matriz([[1, 2, 3], [4, 5, 6]])
print(m)
print(m.traspuesta)
if let p = m * m.traspuesta { print(p, p.datos) }
print((m * m) as Any)
m[0, 0] = 10
m[1, 2] += 4
print(m.datos, (m + m).datos)
var identidad = Matriz(filas: 3, columnas: 3)
for i in 0..<3 { identidad[i, i] = 1 }
print((m * identidad)! == m, identidad.datos.flatMap { $0 }.filter { $0 == 1 }.count)
let diagonal = (0..<3).map { identidad[$0, $0] }
print(diagonal, identidad.datos.map { $0.reduce(0, +) })
var tablero = Array(repeating: Array(repeating: ".", count: 4), count: 3)
tablero[1][2] = "#"
tablero[0][0] = "@"
for fila in tablero { print(fila.joined()) }
let sumasColumnas = (0..<m.columnas).map { c in m.datos.map { $0[c] }.reduce(0, +) }
print(sumasColumnas)
