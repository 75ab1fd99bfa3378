// Una tabla de notas que se lee por fila, por celda o por nombre del alumno,
// y un inventario (clase) cuyo subíndice por nombre se escribe aunque sea `let`.
struct TablaNotas {
    var filas = [[7, 8], [5, 9]]
    var alumnos = ["Ana": 0, "Luis": 1]
    subscript(f: Int, c: Int) -> Int { filas[f][c] }
    subscript(fila: Int) -> [Int] {
        get { filas[fila] }
        set { filas[fila] = newValue }
    }
    subscript(alumno: String) -> [Int]? {
        get { alumnos[alumno].map { filas[$0] } }
        set {
            guard let nuevas = newValue else { return }
            alumnos[alumno] = filas.count
            filas.append(nuevas)
        }
    }
    subscript(alumno a: String, defecto d: Int) -> Int { alumnos[a].map { filas[$0].reduce(0, +) } ?? d }
}
var tabla = TablaNotas()
print(tabla[1, 0], tabla[0], tabla["Ana"] as Any, tabla["Eva"] ?? [], tabla[alumno: "Eva", defecto: -1])
tabla["Eva"] = [10, 6]
tabla[0] = [6, 6, 6]
tabla[1][0] += 1
print(tabla["Eva"]!, tabla[0], tabla[1], tabla[2].count, tabla[0, 1] + 10, tabla[alumno: "Luis", defecto: 0])

class Inventario {
    var cantidades: [String: Int] = [:]
    var productos: [String] = []
    subscript(producto: String) -> Int {
        get { cantidades[producto, default: 0] }
        set {
            if cantidades[producto] == nil { productos.append(producto) }
            cantidades[producto] = newValue
        }
    }
    subscript(posicion: Int) -> String { productos[posicion] }
}
let despensa = Inventario()
despensa["manzanas"] += 3
despensa["peras"] = 2
despensa["manzanas"] -= 1
print(despensa[despensa[1]], despensa["manzanas"], despensa[0], despensa.productos)
