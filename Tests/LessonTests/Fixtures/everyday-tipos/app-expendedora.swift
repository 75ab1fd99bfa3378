// Máquina expendedora con estados
enum Moneda: Int, CaseIterable {
    case cinco = 5
    case diez = 10
    case veinte = 20
    case cincuenta = 50
}

enum Estado: Equatable {
    case esperando
    case acumulando(Int)
    case entregando(producto: String, cambio: Int)
    case fueraDeServicio
}

struct Expendedora {
    private(set) var estado: Estado = .esperando
    var precios: [String: Int] = ["agua": 60, "café": 85, "chicle": 25]
    var ventas = 0

    mutating func insertar(_ moneda: Moneda) {
        switch estado {
        case .esperando:
            estado = .acumulando(moneda.rawValue)
        case .acumulando(let total):
            estado = .acumulando(total + moneda.rawValue)
        case .entregando, .fueraDeServicio:
            print("No acepto monedas ahora")
        }
    }

    mutating func pedir(_ producto: String) {
        guard case .acumulando(let total) = estado else {
            print("Primero inserta monedas")
            return
        }
        guard let precio = precios[producto] else {
            print("No tengo \(producto)")
            return
        }
        if total >= precio {
            estado = .entregando(producto: producto, cambio: total - precio)
            ventas += 1
        } else {
            print("Faltan \(precio - total) céntimos para \(producto)")
        }
    }

    mutating func recoger() -> String? {
        if case let .entregando(producto, cambio) = estado {
            estado = ventas >= 2 ? .fueraDeServicio : .esperando
            return cambio > 0 ? "\(producto) y \(cambio) de cambio" : producto
        }
        return nil
    }
}

var maquina = Expendedora()
maquina.pedir("agua")
maquina.insertar(.cincuenta)
maquina.pedir("café")
maquina.insertar(.veinte)
maquina.insertar(.veinte)
print(maquina.estado)
maquina.pedir("café")
maquina.insertar(.cinco)
print(maquina.recoger() ?? "nada")
print(maquina.recoger() ?? "nada")

maquina.insertar(.diez)
maquina.insertar(.diez)
maquina.insertar(.cinco)
maquina.pedir("té")
maquina.pedir("chicle")
print(maquina.estado)
print(maquina.recoger() ?? "nada")
print(maquina.estado == .fueraDeServicio)
maquina.insertar(.veinte)

let totalMonedas = Moneda.allCases.map(\.rawValue).reduce(0, +)
print("Suma de una de cada: \(totalMonedas)")
print(Moneda.allCases.map { "\($0)" }.joined(separator: "|"))
let cambio = 35
var resto = cambio
var monedas: [Moneda] = []
for m in Moneda.allCases.reversed() {
    while resto >= m.rawValue {
        monedas.append(m)
        resto -= m.rawValue
    }
}
print("Cambio de \(cambio): \(monedas)")
print(Moneda(rawValue: 20) ?? .cinco, Moneda(rawValue: 3) as Any)
let estados: [Estado] = [.esperando, .acumulando(5), .entregando(producto: "agua", cambio: 0)]
print(estados)
print(estados.contains(.acumulando(5)), estados.firstIndex(of: .esperando) ?? -1)
