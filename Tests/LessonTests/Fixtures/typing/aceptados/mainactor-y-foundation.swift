import Foundation

enum Estado: Equatable {
    case apagado
    case encendido(brillo: Int)
}

enum Evento {
    case pulsar
    case subir(Int)
}

@MainActor
final class Tienda {
    private(set) var estado: Estado = .apagado
    var registro: [String] = []

    func enviar(_ evento: Evento) {
        switch (estado, evento) {
        case (.apagado, .pulsar):
            estado = .encendido(brillo: 50)
        case (.encendido, .pulsar):
            estado = .apagado
        case let (.encendido(brillo), .subir(cuanto)):
            estado = .encendido(brillo: min(100, brillo + cuanto))
        case (.apagado, .subir):
            break
        }
        registro.append("\(estado)")
    }
}

@MainActor
func probar() {
    let tienda = Tienda()
    tienda.enviar(.subir(10))
    tienda.enviar(.pulsar)
    tienda.enviar(.subir(70))
    print(tienda.registro)
    print(tienda.estado == .encendido(brillo: 100))
}

await probar()
