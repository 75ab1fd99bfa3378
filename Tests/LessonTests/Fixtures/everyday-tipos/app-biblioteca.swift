// Biblioteca: libros con género enum de String, préstamos, errores y defer.
enum Genero: String, CaseIterable {
    case novela = "Novela"
    case ensayo = "Ensayo"
    case poesia = "Poesía"
}

struct Libro: Equatable {
    let titulo: String
    let autor: String
    let anio: Int
    let genero: Genero
}

enum ErrorPrestamo: Error, CustomStringConvertible {
    case noDisponible(titulo: String)
    case limiteAlcanzado(Int)
    var description: String {
        switch self {
        case .noDisponible(let t): return "«\(t)» no está disponible"
        case .limiteAlcanzado(let n): return "ya tienes \(n) libros"
        }
    }
}

class Biblioteca {
    var catalogo: [Libro] = []
    var prestados: Set<String> = []
    let limite = 2
    var operaciones = 0

    func prestar(_ titulo: String, yaTiene: Int) throws -> Libro {
        operaciones += 1
        defer { print("  (operación \(operaciones) terminada)") }
        guard yaTiene < limite else { throw ErrorPrestamo.limiteAlcanzado(yaTiene) }
        guard let libro = catalogo.first(where: { $0.titulo == titulo }), !prestados.contains(titulo) else {
            throw ErrorPrestamo.noDisponible(titulo: titulo)
        }
        prestados.insert(titulo)
        return libro
    }
}

let bib = Biblioteca()
bib.catalogo = [
    Libro(titulo: "Cien años de soledad", autor: "García Márquez", anio: 1967, genero: .novela),
    Libro(titulo: "Veinte poemas de amor", autor: "Neruda", anio: 1924, genero: .poesia),
    Libro(titulo: "El laberinto de la soledad", autor: "Paz", anio: 1950, genero: .ensayo),
    Libro(titulo: "Rayuela", autor: "Cortázar", anio: 1963, genero: .novela),
]
var mios: [Libro] = []
for t in ["Rayuela", "Rayuela", "Ficciones", "Cien años de soledad", "Veinte poemas de amor"] {
    do {
        let l = try bib.prestar(t, yaTiene: mios.count)
        mios.append(l)
        print("Prestado: \(l.titulo) (\(l.anio))")
    } catch {
        print("No se pudo: \(error)")
    }
}
for g in Genero.allCases {
    let n = bib.catalogo.filter { $0.genero == g }.count
    print("\(g.rawValue): \(n)")
}
let masAntiguo = bib.catalogo.min { $0.anio < $1.anio }!
print("Más antiguo: \(masAntiguo.titulo) de \(masAntiguo.autor)")
print(Genero(rawValue: "Poesía") == .poesia, Genero(rawValue: "Teatro") as Any)
let porDecada = Dictionary(grouping: bib.catalogo) { $0.anio / 10 * 10 }
for decada in porDecada.keys.sorted(by: >) {
    print(decada, porDecada[decada]!.map(\.titulo))
}
print(mios.contains(bib.catalogo[3]), bib.prestados.count)
