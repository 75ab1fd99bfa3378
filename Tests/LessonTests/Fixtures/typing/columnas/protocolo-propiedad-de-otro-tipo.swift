protocol Identificable {
    var id: Int { get }
}

struct Pedido: Identificable {
    let id: String
    var lineas: [String]
}

let p = Pedido(id: "A-1", lineas: ["pan"])
print(p.id)
