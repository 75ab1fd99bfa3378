struct Termostato {
    enum Modo: String, CaseIterable { case frio, calor, apagado }
    enum Evento: CaseIterable, Equatable { case subir, bajar, cambiar }

    var modo: Modo = .apagado
    var objetivo: Double = 20

    mutating func enviar(_ evento: Evento) {
        switch (modo, evento) {
        case (.apagado, .cambiar): modo = .frio
        case (.frio, .cambiar): modo = .calor
        case (.calor, .cambiar): modo = .apagado
        case (.apagado, _): break
        case (_, .subir) where objetivo < 22: objetivo += 0.5
        case (_, .bajar): objetivo -= 1
        case (.frio, .subir), (.calor, .subir): print("máximo")
        }
    }
}
var t = Termostato()
for e in Termostato.Evento.allCases + [.cambiar, .subir, .subir, .subir, .subir, .subir, .bajar] {
    t.enviar(e)
}
print(t.modo, t.modo.rawValue, t.objetivo)
print(Termostato.Modo.allCases.map(\.rawValue))
print(t)
var copia = t
copia.enviar(.cambiar)
print(copia.modo, t.modo)
