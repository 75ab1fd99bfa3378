// Matrices con operadores propios
struct Matriz: CustomStringConvertible, Equatable {
    let filas: Int
    let columnas: Int
    var datos: [Double]

    init(filas: Int, columnas: Int, valor: Double = 0) {
        self.filas = filas
        self.columnas = columnas
        datos = Array(repeating: valor, count: filas * columnas)
    }

    init(_ valores: [[Double]]) {
        filas = valores.count
        columnas = valores.first?.count ?? 0
        datos = valores.flatMap { $0 }
    }

    static func identidad(_ n: Int) -> Matriz {
        var m = Matriz(filas: n, columnas: n)
        for i in 0..<n { m.poner(1, i, i) }
        return m
    }

    func valor(_ f: Int, _ c: Int) -> Double { datos[f * columnas + c] }
    mutating func poner(_ v: Double, _ f: Int, _ c: Int) { datos[f * columnas + c] = v }

    var traspuesta: Matriz {
        var t = Matriz(filas: columnas, columnas: filas)
        for f in 0..<filas {
            for c in 0..<columnas {
                t.poner(valor(f, c), c, f)
            }
        }
        return t
    }

    static func + (a: Matriz, b: Matriz) -> Matriz {
        var r = a
        for i in r.datos.indices { r.datos[i] += b.datos[i] }
        return r
    }

    static func * (a: Matriz, b: Matriz) -> Matriz? {
        guard a.columnas == b.filas else { return nil }
        var r = Matriz(filas: a.filas, columnas: b.columnas)
        for f in 0..<a.filas {
            for c in 0..<b.columnas {
                var suma = 0.0
                for k in 0..<a.columnas { suma += a.valor(f, k) * b.valor(k, c) }
                r.poner(suma, f, c)
            }
        }
        return r
    }

    static func * (k: Double, m: Matriz) -> Matriz {
        var r = m
        r.datos = m.datos.map { $0 * k }
        return r
    }

    var negada: Matriz { -1 * self }

    static func += (a: inout Matriz, b: Matriz) { a = a + b }

    var description: String {
        (0..<filas).map { f in
            (0..<columnas).map { c in String(valor(f, c)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }
}

let a = Matriz([[1, 2], [3, 4]])
let b = Matriz([[0, 1], [1, 0]])
print(a + b)
print("---")
if let p = a * b { print(p) }
print("---")
print(2 * a)
print("---")
print(a.negada)
print("---")
print(a.traspuesta)
print(Matriz([[1, 2, 3]]) * a as Any)
print(a * Matriz.identidad(2) == a, a == b)
var c = Matriz.identidad(3)
c += Matriz(filas: 3, columnas: 3, valor: 0.5)
print(c)
print(c.datos.reduce(0, +), c.filas, c.traspuesta == c)
let v = Matriz([[1], [2]])
print((a * v)!.datos)
