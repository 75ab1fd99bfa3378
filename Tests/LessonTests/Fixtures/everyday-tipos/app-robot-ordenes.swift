// Intérprete de órdenes de un robot
enum Orden: Equatable {
    case avanzar(Int)
    case girar(izquierda: Bool)
    case repetir(veces: Int, [Orden])
    case decir(String)
}

enum Direccion: Int, CaseIterable {
    case norte, este, sur, oeste
    func girada(izquierda: Bool) -> Direccion {
        let n = Direccion.allCases.count
        return Direccion(rawValue: (rawValue + (izquierda ? n - 1 : 1)) % n)!
    }
}

struct Robot {
    var x = 0, y = 0
    var mirando = Direccion.norte
    var log: [String] = []

    mutating func ejecutar(_ orden: Orden) {
        switch orden {
        case .avanzar(let pasos) where pasos <= 0:
            log.append("ignoro avanzar \(pasos)")
        case .avanzar(let pasos):
            switch mirando {
            case .norte: y += pasos
            case .sur: y -= pasos
            case .este: x += pasos
            case .oeste: x -= pasos
            }
        case .girar(let izquierda):
            mirando = mirando.girada(izquierda: izquierda)
        case let .repetir(veces, ordenes):
            for _ in 0..<veces {
                for o in ordenes { ejecutar(o) }
            }
        case .decir(let texto):
            log.append("\"\(texto)\" en (\(x), \(y))")
        }
    }
}

func leer(_ linea: String) -> Orden? {
    let partes = linea.split(separator: " ")
    guard let verbo = partes.first else { return nil }
    switch (verbo, partes.count) {
    case ("avanza", 2):
        return Int(partes[1]).map { .avanzar($0) }
    case ("izquierda", 1), ("izq", 1):
        return .girar(izquierda: true)
    case ("derecha", 1):
        return .girar(izquierda: false)
    case ("di", _) where partes.count > 1:
        return .decir(partes.dropFirst().joined(separator: " "))
    default:
        return nil
    }
}

let programa = ["avanza 3", "derecha", "avanza 2", "di hola mundo", "salta", "izq", "avanza x", "avanza -1", "izquierda", "avanza 5", "di fin"]
var robot = Robot()
var desconocidas: [String] = []
for linea in programa {
    if let orden = leer(linea) {
        robot.ejecutar(orden)
    } else {
        desconocidas.append(linea)
    }
}
print(robot.x, robot.y, robot.mirando)
print(robot.log)
print(desconocidas)
var otro = Robot()
otro.ejecutar(.repetir(veces: 4, [.avanzar(2), .girar(izquierda: false)]))
print(otro.x, otro.y, otro.mirando, otro.log.isEmpty)
otro.ejecutar(.repetir(veces: 2, [.decir("eco"), .repetir(veces: 2, [.avanzar(1)])]))
print(otro.log, otro.y)
print(leer("avanza 4") == .avanzar(4), leer("di a b") ?? .decir("?"), Direccion.sur.girada(izquierda: true))
print(Direccion.allCases.map { $0.girada(izquierda: false) })
