// Sensores con propiedades observadas heredadas
class Sensor {
    let nombre: String
    var lecturas: [Double] = []
    var valor: Double {
        willSet { print("\(nombre): \(valor) → \(newValue)") }
        didSet {
            lecturas.append(valor)
            if valor > maximo { alarmas += 1 }
        }
    }
    var maximo: Double
    private(set) var alarmas = 0

    init(nombre: String, valor: Double, maximo: Double) {
        self.nombre = nombre
        self.valor = valor
        self.maximo = maximo
    }

    func resumen() -> String {
        "\(nombre): \(lecturas.count) lecturas, \(alarmas) alarmas"
    }
}

class Termometro: Sensor {
    var unidad = "ºC"
    override func resumen() -> String {
        super.resumen() + " en \(unidad)"
    }
}

class Higrometro: Sensor {
    init(nombre: String) {
        super.init(nombre: nombre, valor: 50, maximo: 80)
        valor = 55
    }
}

let t = Termometro(nombre: "salón", valor: 20, maximo: 25)
t.valor = 22
t.valor = 27
t.valor += 1
print(t.resumen())
let h = Higrometro(nombre: "baño")
h.valor = 85
print(h.resumen(), h.lecturas)
let sensores: [Sensor] = [t, h, Sensor(nombre: "patio", valor: 10, maximo: 5)]
print(sensores.map(\.alarmas), sensores.map { $0.valor })
print(sensores.filter { $0 is Termometro }.count, sensores.compactMap { $0 as? Higrometro }.first?.nombre ?? "-")
