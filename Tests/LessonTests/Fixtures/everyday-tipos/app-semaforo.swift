// Máquina de estados de un semáforo y un pedido, con enums, switch sobre tuplas y mutating.
enum Luz: CaseIterable {
    case verde, ambar, rojo
    var siguiente: Luz {
        switch self {
        case .verde: return .ambar
        case .ambar: return .rojo
        case .rojo: return .verde
        }
    }
    var segundos: Int {
        switch self {
        case .verde: 30
        case .ambar: 5
        case .rojo: 25
        }
    }
}

var luz = Luz.verde
var tiempo = 0
for _ in 1...7 {
    tiempo += luz.segundos
    luz = luz.siguiente
}
print(luz, tiempo)
print(Luz.allCases.map(\.segundos).reduce(0, +))

enum EstadoPedido: Equatable {
    case creado
    case pagado(importe: Double)
    case enviado(seguimiento: String)
    case entregado
    case cancelado(motivo: String)
}
enum Evento { case pagar(Double), enviar(String), entregar, cancelar(String) }

struct Pedido {
    private(set) var estado = EstadoPedido.creado
    private(set) var historial: [EstadoPedido] = []
    mutating func recibir(_ e: Evento) -> Bool {
        let nuevo: EstadoPedido
        switch (estado, e) {
        case (.creado, .pagar(let x)) where x > 0: nuevo = .pagado(importe: x)
        case (.pagado, .enviar(let codigo)): nuevo = .enviado(seguimiento: codigo)
        case (.enviado, .entregar): nuevo = .entregado
        case (.creado, .cancelar(let m)), (.pagado, .cancelar(let m)): nuevo = .cancelado(motivo: m)
        default: return false
        }
        historial.append(estado)
        estado = nuevo
        return true
    }
}

var pedido = Pedido()
let eventos: [Evento] = [.enviar("X1"), .pagar(0), .pagar(19.99), .enviar("ES123"), .cancelar("tarde"), .entregar]
for e in eventos {
    let ok = pedido.recibir(e)
    print(ok ? "✓" : "✗", pedido.estado)
}
print(pedido.historial.count, pedido.estado == .entregado)
if case .pagado(let importe) = pedido.historial[1] { print("Pagó \(importe)") }
var otro = Pedido()
_ = otro.recibir(.cancelar("sin stock"))
switch otro.estado {
case .cancelado(let motivo) where motivo.hasPrefix("sin"): print("cancelado: \(motivo)")
case .cancelado: print("cancelado")
default: print("otro")
}
print(otro.estado)
