import Foundation
protocol Sensor: AnyObject {
    var nombre: String { get }
    var lecturas: [Double] { get set }
    func registrar(_ valor: Double)
}

extension Sensor {
    func registrar(_ valor: Double) { lecturas.append(valor) }
    var media: Double? {
        lecturas.isEmpty ? nil : lecturas.reduce(0, +) / Double(lecturas.count)
    }
    var ultimo: Double? { lecturas.last }
}

final class Termometro: Sensor {
    let nombre: String
    var lecturas: [Double] = []
    var alertas = 0
    let maximo: Double
    init(nombre: String, maximo: Double) { self.nombre = nombre; self.maximo = maximo }
    func registrar(_ valor: Double) {
        lecturas.append(valor)
        if valor > maximo { alertas += 1 }
    }
}

final class Higrometro: Sensor {
    let nombre = "humedad"
    var lecturas: [Double] = []
}

class Central {
    private var sensores: [Sensor] = []
    func conectar(_ s: Sensor) { sensores.append(s) }
    func difundir(_ valores: [String: Double]) {
        for s in sensores {
            if let v = valores[s.nombre] { s.registrar(v) }
        }
    }
    func informe() -> [String] {
        sensores.map { s in
            let media = s.media.map { String(($0 * 10).rounded() / 10) } ?? "—"
            return "\(s.nombre): \(s.lecturas.count) lecturas, media \(media)"
        }
    }
}

let salon = Termometro(nombre: "salón", maximo: 25)
let cocina = Termometro(nombre: "cocina", maximo: 28)
let humedad = Higrometro()
let central = Central()
[salon, cocina].forEach(central.conectar)
central.conectar(humedad)
let muestras: [[String: Double]] = [
    ["salón": 21.5, "cocina": 24, "humedad": 40],
    ["salón": 26.1, "humedad": 45.5],
    ["cocina": 29.2, "salón": 25.0],
    [:],
    ["humedad": 52.25, "garaje": 10],
]
muestras.forEach(central.difundir)
for linea in central.informe() { print(linea) }
print(salon.alertas, cocina.alertas, humedad.ultimo as Any, salon.ultimo ?? 0)
let sensores: [Sensor] = [salon, humedad]
print(sensores.map(\.nombre), sensores.compactMap(\.media).count)
print((sensores[0] as? Termometro)?.maximo as Any, sensores[1] is Termometro, sensores[0] === salon)
