// Un catálogo con dos «buscar»: uno de la extensión del protocolo y otro del propio tipo
protocol Catalogo {
    var productos: [String] { get }
}

extension Catalogo {
    func buscar(_ posicion: Int) -> String? {
        productos.indices.contains(posicion) ? productos[posicion] : nil
    }
    func contar() -> Int { productos.count }
}

struct Tienda: Catalogo {
    var productos = ["pan", "leche", "pera", "queso"]
    func buscar(empiezaPor letra: Character) -> [String] { productos.filter { $0.first == letra } }
    func contar(letra: Character) -> Int { buscar(empiezaPor: letra).count }
    func resumen() -> String { "\(contar()) productos, primero \(buscar(0) ?? "-")" }
}

let tienda = Tienda()
if let p = tienda.buscar(2) { print("En la 2:", p) }
print(tienda.buscar(9) ?? "no hay", tienda.buscar(empiezaPor: "p"))
print(tienda.contar(), tienda.contar(letra: "q"), tienda.resumen())

class Animal {
    func sonido() -> String { "..." }
}
class Perro: Animal {
    func sonido(veces: Int) -> String { Array(repeating: "guau", count: veces).joined(separator: " ") }
    override func sonido() -> String { "guau" }
}
let p = Perro()
print(p.sonido(), p.sonido(veces: 3))
