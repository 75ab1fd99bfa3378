// Sistema de préstamos de una biblioteca
class Material {
    let titulo: String
    let anio: Int
    private(set) var prestado = false

    init(titulo: String, anio: Int) {
        self.titulo = titulo
        self.anio = anio
    }

    var diasDePrestamo: Int { 14 }

    func descripcion() -> String {
        return "\(titulo) (\(anio))"
    }

    func prestar() -> Bool {
        if prestado { return false }
        prestado = true
        return true
    }

    func devolver() {
        prestado = false
    }
}

class Libro: Material {
    let autor: String
    init(titulo: String, anio: Int, autor: String) {
        self.autor = autor
        super.init(titulo: titulo, anio: anio)
    }
    override func descripcion() -> String {
        return "Libro: " + super.descripcion() + " de \(autor)"
    }
}

final class Revista: Material {
    let numero: Int
    init(titulo: String, anio: Int, numero: Int) {
        self.numero = numero
        super.init(titulo: titulo, anio: anio)
    }
    override var diasDePrestamo: Int { 7 }
    override func descripcion() -> String {
        "Revista nº\(numero): \(titulo)"
    }
}

class DVD: Material {
    override var diasDePrestamo: Int { super.diasDePrestamo / 2 }
}

struct Socio {
    let nombre: String
    var prestamos: [Material] = []
}

var catalogo: [Material] = [
    Libro(titulo: "Cien años de soledad", anio: 1967, autor: "García Márquez"),
    Revista(titulo: "Muy Interesante", anio: 2023, numero: 501),
    DVD(titulo: "El laberinto del fauno", anio: 2006),
    Libro(titulo: "Rayuela", anio: 1963, autor: "Cortázar"),
]

var ana = Socio(nombre: "Ana")
for material in catalogo where material.anio < 2010 {
    if material.prestar() {
        ana.prestamos.append(material)
    }
}
print("\(ana.nombre) tiene \(ana.prestamos.count) préstamos")
for m in ana.prestamos {
    print(" - \(m.descripcion()) → \(m.diasDePrestamo) días")
}

let segundo = catalogo[0].prestar()
print("¿Se puede prestar otra vez? \(segundo)")

var libros = 0, revistas = 0, otros = 0
for m in catalogo {
    if m is Libro {
        libros += 1
    } else if m is Revista {
        revistas += 1
    } else {
        otros += 1
    }
}
print("Libros: \(libros), revistas: \(revistas), otros: \(otros)")

if let libro = catalogo[3] as? Libro {
    print("Autor del cuarto: \(libro.autor)")
}
let autores = catalogo.compactMap { ($0 as? Libro)?.autor }
print(autores)

catalogo[0].devolver()
let disponibles = catalogo.filter { !$0.prestado }.map(\.titulo)
print("Disponibles: \(disponibles.joined(separator: ", "))")
let totalDias = catalogo.reduce(0) { $0 + $1.diasDePrestamo }
print("Días totales: \(totalDias)")
