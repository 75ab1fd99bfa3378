enum Semaforo: Equatable {
    case rojo(segundos: Int)
    case verde
    case ambar(Double)
}

enum Evento: CaseIterable {
    case tic
    case pulsar
    case averia
}

struct Cruce {
    var estado: Semaforo = .rojo(segundos: 3)
    var averias = 0

    mutating func enviar(_ evento: Evento) {
        switch (estado, evento) {
        case let (.rojo(s), .tic) where s > 1:
            estado = .rojo(segundos: s - 1)
        case (.rojo, .tic):
            estado = .verde
        case (.verde, .pulsar):
            estado = .ambar(1)
        case let (.ambar(t), .tic) where t > 0.5:
            estado = .ambar(t / 2)
        case (.ambar, .tic):
            estado = .rojo(segundos: 2)
        case (_, .averia):
            averias += 1
        default:
            break
        }
    }
}

var cruce = Cruce()
for e in [Evento.tic, .tic, .tic, .pulsar, .tic, .tic, .averia, .tic] {
    cruce.enviar(e)
    print(cruce.estado)
}
print(cruce.averias, Evento.allCases.count)
print(cruce.estado == .rojo(segundos: 1))
print(Evento.allCases)
