enum Estado {
    case apagado
    case encendido(nivel: Int)
}

enum Evento { case pulsar, subir, bajar }

extension Estado {
    static let inicial: Estado = .apagado

    func siguiente(ante e: Evento) -> Estado {
        switch (self, e) {
        case (.apagado, .pulsar): return .encendido(nivel: 1)
        case (.encendido, .pulsar): return .apagado
        case (.encendido(let n), .subir) where n < 3: return .encendido(nivel: n + 1)
        case (.encendido(let n), .bajar) where n > 1: return .encendido(nivel: n - 1)
        default: return self
        }
    }

    var nivel: Int? {
        guard case .encendido(let n) = self else { return nil }
        return n
    }
}

extension Int {
    var doble: Int { self * 2 }
}

var s = Estado.inicial
for e in [Evento.subir, .pulsar, .subir, .subir, .subir, .bajar] {
    s = s.siguiente(ante: e)
    print(s.nivel ?? 0)
}
print(4.doble, s.nivel?.doble as Any)
