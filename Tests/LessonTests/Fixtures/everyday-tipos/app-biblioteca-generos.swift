import Foundation
enum Genero: String, CaseIterable, Comparable {
    case novela, poesia = "poesía", ensayo, comic = "cómic"
    static func < (a: Genero, b: Genero) -> Bool { a.rawValue < b.rawValue }
}

enum Prioridad: Int, CaseIterable {
    case baja = 1, media, alta
    var simbolo: String { String(repeating: "★", count: rawValue) }
}

struct Libro: CustomStringConvertible, Hashable {
    let titulo: String
    let autor: String
    let anio: Int
    let genero: Genero
    var prestado = false
    var description: String { "«\(titulo)» de \(autor) (\(anio))" }
}

class Socio {
    let nombre: String
    private(set) var prestamos: [Libro] = []
    lazy var saludo: String = {
        print("  (calculando saludo)")
        return "Hola, \(nombre)"
    }()
    init(nombre: String) { self.nombre = nombre }
    func prestar(_ libro: Libro) -> Bool {
        guard prestamos.count < 2, !prestamos.contains(libro) else { return false }
        prestamos.append(libro)
        return true
    }
}

let catalogo = [
    Libro(titulo: "Cien años de soledad", autor: "García Márquez", anio: 1967, genero: .novela),
    Libro(titulo: "Veinte poemas de amor", autor: "Neruda", anio: 1924, genero: .poesia),
    Libro(titulo: "El laberinto de la soledad", autor: "Paz", anio: 1950, genero: .ensayo),
    Libro(titulo: "Mafalda", autor: "Quino", anio: 1964, genero: .comic),
    Libro(titulo: "Rayuela", autor: "Cortázar", anio: 1963, genero: .novela),
]

let porGenero = Dictionary(grouping: catalogo, by: \.genero)
for genero in Genero.allCases.sorted() {
    let titulos = porGenero[genero, default: []].map(\.titulo)
    print(genero.rawValue.capitalized, titulos)
}
print(Genero(rawValue: "poesía") == .poesia, Genero(rawValue: "poesia") as Any)
print(Prioridad.allCases.map { "\($0)=\($0.rawValue)\($0.simbolo)" })
print(Prioridad(rawValue: 2)!, Prioridad(rawValue: 7) ?? .baja)
let decadas = Dictionary(grouping: catalogo) { $0.anio / 10 * 10 }
for (decada, libros) in decadas.sorted(by: { $0.key < $1.key }) {
    print("\(decada)s:", libros.map(\.autor).joined(separator: ", "))
}
let socio = Socio(nombre: "Marta")
print(socio.saludo)
print(socio.saludo)
print(catalogo.prefix(3).map { socio.prestar($0) })
print(socio.prestamos.map(\.titulo))
let masAntiguo = catalogo.min { $0.anio < $1.anio }!
print("Más antiguo: \(masAntiguo)")
let autores = Set(catalogo.map(\.autor))
print(autores.count, autores.contains("Quino"))
let titulosLargos = catalogo.filter { $0.titulo.split(separator: " ").count > 3 }
print(titulosLargos)
let buscado = catalogo.first { $0.autor.lowercased().hasPrefix("cort") }
print(buscado?.titulo ?? "ninguno", buscado.map { $0.anio } ?? 0)
var copia = catalogo[0]
copia.prestado = true
print(catalogo[0].prestado, copia.prestado, copia == catalogo[0])
let indice = catalogo.firstIndex { $0.genero == .comic }
print(indice as Any, catalogo.indices.last!)
print(catalogo.map(\.anio).sorted().reversed().map { String($0) }.joined(separator: " > "))
print(Genero.allCases.firstIndex(of: .ensayo)!, Genero.comic)
print([Genero.novela: 2, .ensayo: 1][.novela]!)
