protocol Describible {
    func describir() -> String
}

enum Semaforo {
    case rojo, ambar, verde
}

extension Semaforo: Describible {
    func descripcion() -> String {
        switch self {
        case .rojo: return "para"
        case .ambar: return "cuidado"
        case .verde: return "pasa"
        }
    }
}

print(Semaforo.rojo.descripcion())
