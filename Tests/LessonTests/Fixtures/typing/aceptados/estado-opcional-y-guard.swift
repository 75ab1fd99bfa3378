enum Conexion: Equatable {
    case desconectada
    case conectando(intento: Int)
    case conectada(latencia: Double)
}

enum Mensaje {
    case conectar, exito(Double), fallo, cortar
}

var estado: Conexion? = nil

func siguiente(_ estado: Conexion?, _ m: Mensaje) -> Conexion? {
    guard let actual = estado else {
        if case .conectar = m { return .conectando(intento: 1) }
        return nil
    }
    switch (actual, m) {
    case let (.conectando(n), .fallo) where n < 3:
        return .conectando(intento: n + 1)
    case (.conectando, .fallo):
        return .desconectada
    case let (.conectando, .exito(l)):
        return .conectada(latencia: l)
    case (_, .cortar):
        return nil
    default:
        return actual
    }
}

let mensajes: [Mensaje] = [.fallo, .conectar, .fallo, .fallo, .fallo, .conectar, .cortar, .conectar, .exito(12)]
for m in mensajes {
    estado = siguiente(estado, m)
    print(estado as Any)
}
if let e = estado, case .conectada(let l) = e {
    print("latencia", l)
}
print(estado == .conectada(latencia: 12))
print(estado != nil)
