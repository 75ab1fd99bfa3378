// Arrays de structs y tuplas, ordenar por propiedades, anidados, joined
struct Alumno {
    let nombre: String
    let nota: Double
    let curso: Int
}
let alumnos = [
    Alumno(nombre: "Lucía", nota: 8.5, curso: 2),
    Alumno(nombre: "Mateo", nota: 6.0, curso: 1),
    Alumno(nombre: "Sofía", nota: 9.2, curso: 2),
    Alumno(nombre: "Hugo", nota: 4.8, curso: 1),
]
let porNota = alumnos.sorted { $0.nota > $1.nota }
print(porNota.map(\.nombre))
let porNombre = alumnos.sorted { $0[keyPath: \.nombre] < $1[keyPath: \.nombre] }
print(porNombre.map { $0.nombre })
let aprobados = alumnos.filter { $0.nota >= 5 }.map(\.nombre)
print(aprobados)
let media = alumnos.map(\.nota).reduce(0, +) / Double(alumnos.count)
print(media)
let porCurso = Dictionary(grouping: alumnos, by: \.curso)
for curso in porCurso.keys.sorted() {
    print("curso", curso, porCurso[curso]!.map(\.nombre))
}
let mejor = alumnos.max { $0.nota < $1.nota }!
print(mejor.nombre)
let ordenCompuesto = alumnos.sorted { ($0.curso, $0.nombre) < ($1.curso, $1.nombre) }
print(ordenCompuesto.map(\.nombre))
print(alumnos.first { $0.curso == 2 }!.nombre, alumnos.firstIndex { $0.nombre == "Hugo" }!)
print(alumnos.contains { $0.nota > 9 }, alumnos.allSatisfy { $0.curso > 0 })
let ruta: KeyPath<Alumno, Double> = \.nota
print(alumnos.map { $0[keyPath: ruta] })
let compras: [(producto: String, precio: Double, cantidad: Int)] = [
    ("pan", 1.2, 2), ("leche", 0.9, 6), ("café", 4.5, 1),
]
for c in compras {
    print(c.producto, c.precio * Double(c.cantidad))
}
let totalCompra = compras.reduce(0.0) { $0 + $1.precio * Double($1.cantidad) }
print(totalCompra)
print(compras.sorted { $0.precio < $1.precio }.map(\.producto))
print(compras.map { $0.cantidad }.reduce(0, +))
var matriz: [[Int]] = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
matriz[2][0] = 70
print(matriz[1], matriz[2][0], matriz.count, matriz[0].count)
for fila in matriz {
    print(fila.map { String($0) }.joined(separator: "\t"))
}
let diagonal = matriz.indices.map { matriz[$0][$0] }
print(diagonal)
print(matriz.joined(separator: [0]).map { $0 })
print(Array(matriz.joined()), matriz.flatMap { $0 }.count)
let textos = [["a", "b"], ["c"]]
print(textos.map { $0.joined() }.joined(separator: "|"))
matriz.append([10, 11, 12])
matriz[0].append(4)
print(matriz.map(\.count))
var tablero = [[Character]](repeating: [Character](repeating: "·", count: 3), count: 2)
tablero[0][1] = "#"
print(tablero.map { String($0) })
let coordenadas = [(0, 0), (1, 2), (3, 1)]
let distancias = coordenadas.map { ($0.0 * $0.0 + $0.1 * $0.1) }
print(distancias, coordenadas.max { $0.1 < $1.1 }!)
let (xs, ys) = (coordenadas.map { $0.0 }, coordenadas.map { $0.1 })
print(xs, ys)
struct Punto: Hashable { var x: Int; var y: Int }
let puntos: Set<Punto> = [Punto(x: 1, y: 1), Punto(x: 1, y: 1), Punto(x: 2, y: 0)]
print(puntos.count, puntos.contains(Punto(x: 2, y: 0)))
var visitas: [Punto: Int] = [:]
visitas[Punto(x: 0, y: 0), default: 0] += 1
visitas[Punto(x: 0, y: 0), default: 0] += 1
print(visitas[Punto(x: 0, y: 0)]!, visitas.count)
print(puntos.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "(\($0.x),\($0.y))" })
