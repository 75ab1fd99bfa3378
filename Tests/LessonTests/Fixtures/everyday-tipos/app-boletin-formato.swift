import Foundation

// Boletín de notas con String(format:)
struct Alumno: Comparable {
    let nombre: String
    let notas: [Double]

    var media: Double {
        notas.isEmpty ? 0 : notas.reduce(0, +) / Double(notas.count)
    }

    static func < (a: Alumno, b: Alumno) -> Bool {
        (a.media, a.nombre) < (b.media, b.nombre)
    }
}

func calificacion(_ media: Double) -> String {
    switch media {
    case ..<5: return "Suspenso"
    case 5..<7: return "Aprobado"
    case 7..<9: return "Notable"
    default: return "Sobresaliente"
    }
}

let clase = [
    Alumno(nombre: "Lucía", notas: [8.5, 9, 7.25]),
    Alumno(nombre: "Pablo", notas: [4, 5.5, 3]),
    Alumno(nombre: "Irene", notas: [6, 7, 6.5]),
    Alumno(nombre: "Hugo", notas: [9.5, 10, 9]),
    Alumno(nombre: "Sara", notas: []),
]

print(String(format: "%-8@ %6@ %@", "Nombre", "Media", "Nota"))
for a in clase.sorted(by: >) {
    let linea = String(format: "%-8@ %6.2f %@", a.nombre, a.media, calificacion(a.media))
    print(linea)
}

let mediaClase = clase.map(\.media).reduce(0, +) / Double(clase.count)
print(String(format: "Media de la clase: %.3f", mediaClase))
print(String(format: "%d alumnos, %d aprobados", clase.count, clase.filter { $0.media >= 5 }.count))
print(String(format: "%05.1f|%x|%o|%e", 3.14159, 255, 8, 12345.678))
print(String(format: "%3d%%", 42))

let mejor = clase.max()!
let peor = clase.min()!
print("Mejor: \(mejor.nombre), peor: \(peor.nombre)")

let todasLasNotas = clase.flatMap { $0.notas }
print("Notas: \(todasLasNotas.count), máxima: \(todasLasNotas.max() ?? 0)")
let redondeadas = todasLasNotas.map { Int($0.rounded()) }
print(redondeadas)
let histograma = Dictionary(grouping: redondeadas) { $0 }.mapValues(\.count)
for nota in histograma.keys.sorted() {
    print(String(format: "%2d", nota), String(repeating: "*", count: histograma[nota]!))
}

let pares: [(String, Int)] = [("b", 2), ("a", 2), ("c", 1)]
let ordenados = pares.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(ordenados.map { "\($0.0)\($0.1)" })
print(String(format: "%.0f", 2.5), String(format: "%.0f", 3.5), String(format: "%.2f", 1.005))
let texto = String(format: "%@ tiene %d años y mide %.2f m", "Ana", 30, 1.68)
print(texto)
print(String(format: "%10.3f|", Double.pi), String(format: "%-10d|", 7))
