// Repositorio genérico con protocolos y restricciones
protocol Identificable {
    var id: Int { get }
}

protocol Nombrable {
    var nombre: String { get }
}

struct Autor: Identificable, Nombrable, Equatable {
    let id: Int
    let nombre: String
}

struct Libro: Identificable, Nombrable, Hashable {
    let id: Int
    let nombre: String
    let autorId: Int
    let paginas: Int
}

struct Repositorio<T: Identificable> {
    private var elementos: [Int: T] = [:]

    mutating func guardar(_ e: T) -> Bool {
        let nuevo = elementos[e.id] == nil
        elementos[e.id] = e
        return nuevo
    }

    func buscar(_ id: Int) -> T? { elementos[id] }

    var todos: [T] { elementos.values.sorted { $0.id < $1.id } }

    mutating func borrar(_ id: Int) -> T? {
        elementos.removeValue(forKey: id)
    }
}

extension Repositorio where T: Nombrable {
    func buscar(nombre: String) -> [T] {
        todos.filter { $0.nombre.lowercased().contains(nombre.lowercased()) }
    }
    var nombres: [String] { todos.map(\.nombre) }
}

func masLargo<T: Nombrable>(_ xs: [T]) -> T? {
    xs.max { $0.nombre.count < $1.nombre.count }
}

func agrupar<T, K: Hashable>(_ xs: [T], por clave: (T) -> K) -> [K: [T]] {
    var r: [K: [T]] = [:]
    for x in xs { r[clave(x), default: []].append(x) }
    return r
}

var autores = Repositorio<Autor>()
var libros = Repositorio<Libro>()
print(autores.guardar(Autor(id: 1, nombre: "Isabel Allende")))
print(autores.guardar(Autor(id: 2, nombre: "Julio Cortázar")))
print(autores.guardar(Autor(id: 1, nombre: "Isabel Allende Llona")))
for (i, (titulo, autor, pags)) in [("La casa de los espíritus", 1, 448), ("Rayuela", 2, 736), ("Eva Luna", 1, 304), ("Bestiario", 2, 160)].enumerated() {
    _ = libros.guardar(Libro(id: 100 + i, nombre: titulo, autorId: autor, paginas: pags))
}
print(autores.nombres)
print(libros.buscar(nombre: "LUNA").map(\.nombre))
print(libros.buscar(7) == nil, libros.buscar(101)?.nombre ?? "-")
let porAutor = agrupar(libros.todos) { $0.autorId }
for id in porAutor.keys.sorted() {
    let nombre = autores.buscar(id)?.nombre ?? "?"
    let titulos = porAutor[id]!.map(\.nombre)
    print("\(nombre): \(titulos)")
}
print(masLargo(libros.todos)?.nombre ?? "-", masLargo(autores.todos)?.id ?? 0)
let borrado = libros.borrar(103)
print(borrado?.nombre ?? "nada", libros.todos.count, libros.borrar(999) == nil)
let unicos: Set<Libro> = Set(libros.todos + libros.todos)
print(unicos.count)
let paginas = libros.todos.reduce(into: [String: Int]()) { $0[$1.nombre] = $1.paginas }
print(paginas.sorted { $0.value < $1.value }.map { "\($0.key)=\($0.value)" })
print(Autor(id: 1, nombre: "x") == Autor(id: 1, nombre: "x"), autores.buscar(1)!)
