// Una cerradura de teclado: abre solo con el código guardado; tres códigos erróneos la bloquean.
struct Cerradura: Equatable {
    var codigo = 4321
    var fase: Fase = .cerrada(intentos: 0)

    enum Fase: Equatable {
        case cerrada(intentos: Int)
        case abierta
        case bloqueada
    }
}

enum Evento {
    case teclear(Int)
    case cerrar
}

func paso(_ cerradura: Cerradura, _ evento: Evento) -> Cerradura {
    var nueva = cerradura
    switch (cerradura.fase, evento) {
    case (.cerrada, .teclear(let n)) where n == cerradura.codigo:
        nueva.fase = .abierta
    case (.cerrada(let intentos), .teclear):
        nueva.fase = intentos + 1 < 3 ? .cerrada(intentos: intentos + 1) : .bloqueada
    case (.abierta, .cerrar):
        nueva.fase = .cerrada(intentos: 0)
    case (.abierta, .teclear), (.cerrada, .cerrar), (.bloqueada, _):
        break
    }
    return nueva
}
