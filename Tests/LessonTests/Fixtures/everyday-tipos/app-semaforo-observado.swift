// Semáforo con enums, mutating, static y observadores
enum Luz: String, CaseIterable, CustomStringConvertible {
    case verde, ambar, roja

    var duracion: Int {
        switch self {
        case .verde: return 30
        case .ambar: return 5
        case .roja: return 25
        }
    }

    var siguiente: Luz {
        let todas = Luz.allCases
        let i = todas.firstIndex(of: self)!
        return todas[(i + 1) % todas.count]
    }

    var description: String { rawValue.uppercased() }

    mutating func avanzar() {
        self = siguiente
    }
}

struct Semaforo {
    static var creados = 0
    static let nombreDelModelo = "S-100"

    let cruce: String
    var luz: Luz = .roja {
        willSet {
            print("  \(cruce): \(luz) → \(newValue)")
        }
        didSet {
            cambios += 1
        }
    }
    private(set) var cambios = 0

    init(cruce: String) {
        self.cruce = cruce
        Semaforo.creados += 1
    }

    mutating func ciclo(_ veces: Int) {
        for _ in 0..<veces {
            luz.avanzar()
        }
    }
}

var s1 = Semaforo(cruce: "Gran Vía")
var s2 = Semaforo(cruce: "Alcalá")
print("Modelo \(Semaforo.nombreDelModelo), creados: \(Semaforo.creados)")
s1.ciclo(4)
print("Cambios: \(s1.cambios), luz: \(s1.luz)")
s2.luz = .verde
s2.luz = .verde
print(s2.cambios)

var tiempo = 0
var luz = Luz.verde
var registro: [String] = []
repeat {
    tiempo += luz.duracion
    registro.append("\(luz.rawValue)@\(tiempo)")
    luz.avanzar()
} while tiempo < 100
print(registro)

let total = Luz.allCases.reduce(0) { $0 + $1.duracion }
print("Ciclo completo: \(total) s")
print(Luz.allCases)
print(Luz.allCases.map { $0.duracion })
print(Luz(rawValue: "ambar")?.siguiente as Any)
print(Luz(rawValue: "azul")?.siguiente.duracion ?? 0)

func estadoPeaton(_ luz: Luz, segundos: Int) -> String {
    switch (luz, segundos) {
    case (.roja, let s) where s > 20: return "prepárate"
    case (.roja, _): return "cruza"
    case (.ambar, _), (.verde, 25...): return "date prisa"
    case (.verde, _): return "espera"
    }
}
for (l, s) in [(Luz.roja, 22), (.roja, 3), (.verde, 27), (.verde, 10), (.ambar, 1)] {
    print(l, s, estadoPeaton(l, segundos: s))
}
