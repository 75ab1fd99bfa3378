class Vehiculo: CustomStringConvertible {
    let matricula: String
    var velocidad: Int = 0 {
        willSet { if newValue > limite { print("  ⚠️ \(matricula) supera \(limite) (\(newValue))") } }
        didSet { historial.append(velocidad - oldValue) }
    }
    var historial: [Int] = []
    var limite: Int { 120 }
    static var total = 0
    var ruedas: Int { 4 }

    init(matricula: String) {
        self.matricula = matricula
        Vehiculo.total += 1
    }

    convenience init() {
        self.init(matricula: "SIN-MATRICULA")
    }

    deinit { print("Adiós, \(matricula)") }

    func acelerar(_ cuanto: Int) {
        velocidad += cuanto
    }

    var description: String { "\(tipo) \(matricula) a \(velocidad) km/h" }
    var tipo: String { "Vehículo" }
}

class Coche: Vehiculo {
    var puertas: Int
    init(matricula: String, puertas: Int) {
        self.puertas = puertas
        super.init(matricula: matricula)
    }
    override var tipo: String { "Coche" }
    override func acelerar(_ cuanto: Int) {
        super.acelerar(cuanto * 2)
    }
}

final class Moto: Vehiculo {
    override var ruedas: Int { 2 }
    override var limite: Int { 90 }
    override var tipo: String { "Moto" }
    override var description: String { super.description + " 🏍" }
}

class Camion: Vehiculo {
    var carga: Double = 0 {
        didSet {
            if carga > 10 {
                print("  demasiada carga, se queda en 10")
                carga = 10
            }
        }
    }
    override var tipo: String { "Camión" }
}

var garaje: [Vehiculo] = [Coche(matricula: "1234-ABC", puertas: 5), Moto(matricula: "M-77"), Camion(matricula: "T-1")]
for v in garaje {
    v.acelerar(50)
    v.acelerar(30)
    print(v, "ruedas:", v.ruedas)
}
for v in garaje {
    if let coche = v as? Coche {
        print("Coche con \(coche.puertas) puertas, historial \(coche.historial)")
    } else if v is Moto {
        print("Una moto: \(v.historial)")
    } else if let camion = v as? Camion {
        camion.carga = 12.5
        print("Carga final:", camion.carga)
    }
}
let cuantasMotos = garaje.filter { $0 is Moto }.count
print("Motos:", cuantasMotos, "Total creados:", Vehiculo.total)
let ruedasTotales = garaje.map(\.ruedas).reduce(0, +)
print("Ruedas:", ruedasTotales)
var anonimo: Vehiculo? = Vehiculo()
print(anonimo!.description)
anonimo = nil
garaje.removeFirst()
print("Quedan \(garaje.count)")
let otro = garaje[0]
garaje.removeAll()
print("Vaciado, pero queda", otro.matricula)
