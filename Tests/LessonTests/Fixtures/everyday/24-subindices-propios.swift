// Subíndices propios: de solo lectura, con get y set, con dos parámetros, en una clase genérica y en una extensión.
struct Matriz {
    let filas: Int, columnas: Int
    var datos: [Double]
    init(filas: Int, columnas: Int) {
        self.filas = filas
        self.columnas = columnas
        datos = Array(repeating: 0.0, count: filas * columnas)
    }
    func indiceValido(_ fila: Int, _ columna: Int) -> Bool {
        fila >= 0 && fila < filas && columna >= 0 && columna < columnas
    }
    subscript(fila: Int, columna: Int) -> Double {
        get {
            precondition(indiceValido(fila, columna), "fuera de rango")
            return datos[fila * columnas + columna]
        }
        set {
            datos[fila * columnas + columna] = newValue
        }
    }
}
var m = Matriz(filas: 2, columnas: 2)
m[0, 1] = 1.5
m[1, 0] = 3
m[1, 0] += 0.5
print(m[0, 1], m[1, 0], m.datos)

struct Tabla {
    var filas: [String: Int] = [:]
    subscript(clave: String) -> Int {
        get { filas[clave] ?? 0 }
        set(nuevo) { filas[clave] = nuevo }
    }
    subscript(posicion i: Int) -> String { filas.keys.sorted()[i] }
}
var t = Tabla()
t["a"] = 2
t["b"] += 5
t["a"] *= 10
print(t["a"], t["b"], t["zzz"], t[posicion: 1])

final class Pila<Elemento> {
    private var elementos: [Elemento] = []
    func meter(_ e: Elemento) { elementos.append(e) }
    subscript(desdeArriba n: Int) -> Elemento? {
        n < elementos.count ? elementos[elementos.count - 1 - n] : nil
    }
}
let pila = Pila<String>()
pila.meter("uno")
pila.meter("dos")
print(pila[desdeArriba: 0] ?? "-", pila[desdeArriba: 5] ?? "-")

extension Tabla {
    subscript(doble clave: String) -> Int { self[clave] * 2 }
}
print(t[doble: "a"])

struct Tablero {
    var casillas = Array(repeating: Array(repeating: ".", count: 3), count: 3)
    subscript(f: Int, c: Int) -> String {
        get { casillas[f][c] }
        set { casillas[f][c] = newValue }
    }
}
struct Juego { var tablero = Tablero() }
var juego = Juego()
juego.tablero[1, 1] = "X"
juego.tablero[0, 2] = "O"
for fila in juego.tablero.casillas { print(fila.joined()) }
