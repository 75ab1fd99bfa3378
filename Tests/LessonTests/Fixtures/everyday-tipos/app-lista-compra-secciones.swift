enum Seccion: String, CaseIterable, Comparable {
    case fruteria = "Frutería", panaderia = "Panadería", lacteos = "Lácteos", limpieza = "Limpieza"
    static func < (a: Seccion, b: Seccion) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

struct Articulo: Hashable {
    let nombre: String
    let seccion: Seccion
}

struct ListaCompra {
    private var articulos: [Articulo: Int] = [:]
    private(set) var comprados: Set<Articulo> = []

    mutating func anadir(_ nombre: String, _ seccion: Seccion, _ cantidad: Int = 1) {
        articulos[Articulo(nombre: nombre, seccion: seccion), default: 0] += cantidad
    }

    mutating func marcar(_ nombre: String) -> Bool {
        guard let a = articulos.keys.first(where: { $0.nombre == nombre }) else { return false }
        return comprados.insert(a).inserted
    }

    var pendientes: [(Articulo, Int)] {
        articulos.filter { !comprados.contains($0.key) }
            .sorted { ($0.key.seccion, $0.key.nombre) < ($1.key.seccion, $1.key.nombre) }
            .map { ($0.key, $0.value) }
    }

    func imprimir() {
        var actual: Seccion?
        for (a, n) in pendientes {
            if a.seccion != actual {
                print("[\(a.seccion.rawValue)]")
                actual = a.seccion
            }
            print("  \(n) × \(a.nombre)")
        }
        if pendientes.isEmpty { print("¡Todo comprado!") }
    }
}

var lista = ListaCompra()
lista.anadir("manzanas", .fruteria, 6)
lista.anadir("pan", .panaderia)
lista.anadir("leche", .lacteos, 2)
lista.anadir("lejía", .limpieza)
lista.anadir("plátanos", .fruteria, 3)
lista.anadir("pan", .panaderia)
lista.imprimir()
print(lista.marcar("pan"), lista.marcar("pan"), lista.marcar("caviar"), lista.marcar("lejía"))
lista.imprimir()
for a in ["manzanas", "plátanos", "leche"] { _ = lista.marcar(a) }
lista.imprimir()
print(lista.comprados.count, lista.comprados.map(\.nombre).sorted(), Seccion.allCases.sorted(by: >).map(\.rawValue))
