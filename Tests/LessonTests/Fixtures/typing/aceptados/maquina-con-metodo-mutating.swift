enum Evento { case moneda, empujar }

struct Torniquete {
    enum Estado { case cerrado, abierto }
    var estado: Estado = .cerrado
    var monedas = 0
    var bloqueos = 0

    mutating func enviar(_ evento: Evento) {
        switch (estado, evento) {
        case (.cerrado, .moneda):
            monedas += 1
            estado = .abierto
        case (.abierto, .empujar):
            estado = .cerrado
        case (.cerrado, .empujar):
            bloqueos += 1
        case (.abierto, .moneda):
            monedas += 1
        }
    }
}

var t = Torniquete()
for e in [Evento.empujar, .moneda, .moneda, .empujar, .empujar] {
    t.enviar(e)
}
print(t.estado, t.monedas, t.bloqueos)
