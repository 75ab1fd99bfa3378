enum Semaforo {
    case rojo, verde, ambar

    mutating func avanzar() {
        switch self {
        case .rojo: self = .verde
        case .verde: self = .ambar
        case .ambar: self = .rojo
        }
    }

    var siguiente: Semaforo {
        var copia = self
        copia.avanzar()
        return copia
    }
}

var luz = Semaforo.rojo
for _ in 1...4 {
    luz.avanzar()
    print(luz, luz.siguiente)
}
