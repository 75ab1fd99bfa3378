enum Pantalla: Equatable {
    case inicio
    case lista(filtro: String?)
    case detalle(Destino)

    enum Destino: Equatable {
        case producto(id: Int)
        case carrito
    }

    var titulo: String {
        switch self {
        case .inicio: return "Inicio"
        case .lista(filtro: nil): return "Todo"
        case let .lista(filtro: f?): return "Filtro: \(f)"
        case .detalle(.producto(let id)): return "Producto \(id)"
        case .detalle(.carrito): return "Carrito"
        }
    }
}

var pila: [Pantalla] = [.inicio]
pila.append(.lista(filtro: nil))
pila.append(.lista(filtro: "rojo"))
pila.append(.detalle(.producto(id: 42)))
pila.append(.detalle(.carrito))
for p in pila {
    print(p.titulo)
}
if case .detalle(let d) = pila.last! {
    print(d)
}
let ultima = pila.popLast()
print(ultima as Any)
print(pila.count, pila.contains(.inicio))
print(Pantalla.lista(filtro: "x"))
