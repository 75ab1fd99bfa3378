enum Fase: Equatable {
    case espera
    case activa(restante: Double)
    case terminada(exito: Bool)
}
enum Senal: CaseIterable { case iniciar, tic, abortar }
struct Temporizador {
    var fase: Fase = .espera
    var paso: Double = 0.5
    mutating func enviar(_ s: Senal) {
        switch (fase, s) {
        case (.espera, .iniciar):
            fase = .activa(restante: 1)
        case (.activa(let r), .tic) where r - paso <= 0:
            fase = .terminada(exito: true)
        case (.activa(let r), .tic):
            fase = .activa(restante: r - paso)
        case (.activa, .abortar):
            fase = .terminada(exito: false)
        case (.espera, _), (.activa, .iniciar), (.terminada, _):
            break
        }
    }
    var enCurso: Bool {
        if case .activa = fase { return true }
        return false
    }
}
var t = Temporizador()
var trazas: [String] = []
for s in [Senal.tic, .iniciar, .tic, .iniciar, .tic, .tic] {
    t.enviar(s)
    trazas.append("\(t.fase)")
}
print(trazas.joined(separator: " | "))
print(t.enCurso, t.fase == .terminada(exito: true))
var u = Temporizador(fase: .activa(restante: 3), paso: 1)
u.enviar(.abortar)
print(u)
let todas = Senal.allCases.reduce(Temporizador()) { acc, s in
    var copia = acc
    copia.enviar(s)
    return copia
}
print(todas.fase)
