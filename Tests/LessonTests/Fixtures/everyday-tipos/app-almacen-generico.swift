// Repositorio genérico con protocolo con associatedtype, Result, where y some.
protocol Entidad: Identifiable, CustomStringConvertible where ID == Int {
    var nombre: String { get }
}
struct Cliente: Entidad {
    let id: Int
    var nombre: String
    var ciudad: String
    var description: String { "Cliente #\(id) \(nombre) (\(ciudad))" }
}
struct Articulo: Entidad {
    let id: Int
    var nombre: String
    var precio: Double
    var description: String { "Artículo #\(id) \(nombre): \(precio)" }
}
enum ErrorRepositorio: Error {
    case noExiste(Int)
    case duplicado(Int)
}
struct Repositorio<T: Entidad> {
    private var elementos: [Int: T] = [:]
    var cuenta: Int { elementos.count }
    mutating func guardar(_ e: T) -> Result<T, ErrorRepositorio> {
        if elementos[e.id] != nil { return .failure(.duplicado(e.id)) }
        elementos[e.id] = e
        return .success(e)
    }
    func buscar(_ id: Int) throws -> T {
        guard let e = elementos[id] else { throw ErrorRepositorio.noExiste(id) }
        return e
    }
    func todos(ordenadosPor orden: (T, T) -> Bool) -> [T] { elementos.values.sorted(by: orden) }
    func filtrar(_ condicion: (T) -> Bool) -> [T] { todos { $0.id < $1.id }.filter(condicion) }
}
extension Repositorio where T == Articulo {
    var valorTotal: Double { todos { $0.id < $1.id }.map(\.precio).reduce(0, +) }
}
var clientes = Repositorio<Cliente>()
for (i, (n, c)) in [("Ana", "Madrid"), ("Luis", "Sevilla"), ("Eva", "Madrid")].enumerated() {
    switch clientes.guardar(Cliente(id: i + 1, nombre: n, ciudad: c)) {
    case .success(let guardado): print("guardado:", guardado)
    case .failure(let error): print("error:", error)
    }
}
if case .failure(let e) = clientes.guardar(Cliente(id: 2, nombre: "Otro", ciudad: "Bilbao")) { print("falló:", e) }
do {
    print(try clientes.buscar(3))
    print(try clientes.buscar(9))
} catch ErrorRepositorio.noExiste(let id) {
    print("no existe el \(id)")
}
let madrid = clientes.filtrar { $0.ciudad == "Madrid" }.map(\.nombre)
print(madrid, clientes.cuenta)
print(clientes.todos { $0.nombre < $1.nombre }.map(\.id))
var articulos = Repositorio<Articulo>()
_ = articulos.guardar(Articulo(id: 10, nombre: "Lápiz", precio: 0.5))
_ = articulos.guardar(Articulo(id: 11, nombre: "Cuaderno", precio: 2.25))
let r = articulos.guardar(Articulo(id: 10, nombre: "Goma", precio: 0.3))
print(articulos.valorTotal, (try? r.get())?.nombre ?? "nada")
func masCaro(_ repo: Repositorio<Articulo>) -> some CustomStringConvertible {
    repo.todos { $0.precio > $1.precio }.first!
}
print(masCaro(articulos))
let resultado = Result { try clientes.buscar(1).id * 100 }
print(try resultado.get())
func describir<E: Entidad>(_ xs: [E]) -> String where E: CustomStringConvertible {
    xs.map { "\($0.id):\($0.nombre)" }.joined(separator: ", ")
}
print(describir(clientes.todos { $0.id > $1.id }))
