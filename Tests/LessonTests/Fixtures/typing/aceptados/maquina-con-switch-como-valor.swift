enum Luz: Equatable { case apagada, encendida(brillo: Int) }
enum Accion { case pulsar, subir }
struct Lampara {
    var luz: Luz = .apagada
    mutating func enviar(_ a: Accion) {
        luz = switch (luz, a) {
        case (.apagada, .pulsar): .encendida(brillo: 1)
        case (.encendida, .pulsar): .apagada
        case (.encendida(let b), .subir) where b < 3: .encendida(brillo: b + 1)
        case (_, .subir): luz
        }
    }
}
var l = Lampara()
for a in [Accion.pulsar, .subir, .subir, .subir, .pulsar] { l.enviar(a); print(l.luz) }
