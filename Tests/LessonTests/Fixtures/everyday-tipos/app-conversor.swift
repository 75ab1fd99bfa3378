// Conversor de unidades y temperaturas: enums con métodos, static, Double, Int(String), switch en cadenas.
import Foundation
enum Unidad: String, CaseIterable {
    case metro = "m", kilometro = "km", centimetro = "cm", milla = "mi"
    var enMetros: Double {
        switch self {
        case .metro: return 1
        case .kilometro: return 1000
        case .centimetro: return 0.01
        case .milla: return 1609.344
        }
    }
    static func desde(_ simbolo: String) -> Unidad? { Unidad(rawValue: simbolo.lowercased()) }
}

func convertir(_ valor: Double, de: Unidad, a: Unidad) -> Double {
    valor * de.enMetros / a.enMetros
}

enum Escala { case celsius, fahrenheit, kelvin }
func temperatura(_ t: Double, de origen: Escala, a destino: Escala) -> Double {
    let c: Double
    switch origen {
    case .celsius: c = t
    case .fahrenheit: c = (t - 32) * 5 / 9
    case .kelvin: c = t - 273.15
    }
    switch destino {
    case .celsius: return c
    case .fahrenheit: return c * 9 / 5 + 32
    case .kelvin: return c + 273.15
    }
}

let ordenes = ["5 km m", "100 cm m", "3 MI km", "2 pies m", "x km m", "10 m"]
for orden in ordenes {
    let partes = orden.split(separator: " ").map(String.init)
    guard partes.count == 3 else { print("'\(orden)': formato inválido"); continue }
    guard let valor = Double(partes[0]) else { print("'\(partes[0])' no es un número"); continue }
    guard let de = Unidad.desde(partes[1]), let a = Unidad.desde(partes[2]) else {
        print("unidad desconocida en '\(orden)'")
        continue
    }
    print("\(valor) \(de.rawValue) = \(convertir(valor, de: de, a: a)) \(a.rawValue)")
}
print(temperatura(100, de: .celsius, a: .fahrenheit), temperatura(32, de: .fahrenheit, a: .celsius))
print(temperatura(0, de: .kelvin, a: .celsius))
for u in Unidad.allCases where u != .metro { print(u, u.enMetros) }
func describir(_ comando: String) -> String {
    switch comando.lowercased() {
    case "ayuda", "?": return "muestra la ayuda"
    case let c where c.hasPrefix("convertir"): return "convierte: \(c.dropFirst(9))"
    case "": return "vacío"
    default: return "desconocido"
    }
}
print(describir("AYUDA"), describir("convertir 5 km"), describir(""), describir("salir"))
let entradas = ["42", "-7", "3.0", " 8", "1_000", "0x1F"]
print(entradas.map { Int($0) as Any })
let valores = entradas.compactMap(Int.init)
print(valores, valores.map { Double($0) / 2 })
print(Int.max, Int.min, Int.max &+ 1 == Int.min, 7 / 2, 7 % 3, -7 / 2, 7.0 / 2)
print(Double(7) / 2, Int(3.99), Int(-3.99), (2.5).rounded(), Double(Int("12")!) * 1.5)
