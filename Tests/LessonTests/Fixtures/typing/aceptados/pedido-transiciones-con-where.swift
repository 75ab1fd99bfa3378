enum Pedido: Equatable {
    case carrito(items: [String])
    case pagando(total: Double, intentos: Int)
    case enviado(seguimiento: String)
    case cancelado

    var esFinal: Bool {
        switch self {
        case .enviado, .cancelado: return true
        case .carrito, .pagando: return false
        }
    }
}

enum Accion: Equatable {
    case agregar(String)
    case pagar
    case pagoRechazado
    case pagoAceptado(codigo: String)
    case cancelar
}

func transicion(_ p: Pedido, ante a: Accion) -> Pedido {
    switch (p, a) {
    case let (.carrito(items), .agregar(item)):
        return .carrito(items: items + [item])
    case let (.carrito(items), .pagar) where !items.isEmpty:
        return .pagando(total: Double(items.count) * 2.5, intentos: 1)
    case let (.pagando(total, n), .pagoRechazado) where n < 2:
        return .pagando(total: total, intentos: n + 1)
    case (.pagando, .pagoRechazado):
        return .cancelado
    case let (.pagando(_, _), .pagoAceptado(codigo)):
        return .enviado(seguimiento: "ES-" + codigo)
    case (_, .cancelar) where !p.esFinal:
        return .cancelado
    default:
        return p
    }
}

let acciones: [Accion] = [.pagar, .agregar("libro"), .agregar("taza"), .pagar, .pagoRechazado, .pagoAceptado(codigo: "77"), .cancelar]
var p = Pedido.carrito(items: [])
for a in acciones {
    let antes = p
    p = transicion(p, ante: a)
    print(a, "->", p, antes == p ? "(igual)" : "")
}
guard case .enviado(let s) = p else { fatalError() }
print(s, p.esFinal)
let recorrido = acciones.reduce(Pedido.carrito(items: ["x"])) { transicion($0, ante: $1) }
print(recorrido)
