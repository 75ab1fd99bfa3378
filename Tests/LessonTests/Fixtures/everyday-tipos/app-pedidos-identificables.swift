// Pedidos identificables: el tipo del id se escribe Pedido.ID
struct Pedido: Identifiable {
    let id: String
    var unidades: Int
}

struct Cliente: Identifiable {
    var id: Int
    let nombre: String
}

final class Almacen {
    private(set) var pedidos: [Pedido] = []
    var notas: [Pedido.ID: String] = [:]

    func añadir(_ p: Pedido) { pedidos.append(p) }

    func servir(_ id: Pedido.ID, unidades: Int) -> Bool {
        guard let i = pedidos.firstIndex(where: { $0.id == id }), pedidos[i].unidades >= unidades else { return false }
        pedidos[i].unidades -= unidades
        return true
    }

    func pedido(_ id: Pedido.ID) -> Pedido? { pedidos.first { $0.id == id } }
}

let almacen = Almacen()
almacen.añadir(Pedido(id: "A-1", unidades: 5))
almacen.añadir(Pedido(id: "B-7", unidades: 2))
almacen.notas["A-1"] = "urgente"
print(almacen.servir("A-1", unidades: 3), almacen.servir("B-7", unidades: 4), almacen.servir("Z", unidades: 1))
print(almacen.pedidos.map { "\($0.id): \($0.unidades)" }, almacen.notas)
let buscado: Pedido.ID = "B-7"
print(almacen.pedido(buscado)?.unidades ?? 0)

func nombres(_ clientes: [Cliente], con ids: Set<Cliente.ID>) -> [String] {
    clientes.filter { ids.contains($0.id) }.map(\.nombre)
}
let clientes = [Cliente(id: 1, nombre: "Olga"), Cliente(id: 2, nombre: "Tomás"), Cliente(id: 3, nombre: "Nuria")]
print(nombres(clientes, con: [1, 3]))
