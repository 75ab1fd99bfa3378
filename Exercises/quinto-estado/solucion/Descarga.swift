// Solución de referencia: la descarga con su quinto estado, `cancelada`.

enum EstadoDeDescarga: Equatable {
    case enEspera
    case descargando(url: String, progreso: Int)
    case completada(archivo: String)
    case fallida(url: String, motivo: String)
    case cancelada(url: String, progreso: Int)
}

enum EventoDeDescarga: Equatable {
    case iniciar(url: String)
    case progreso(Int)
    case terminar(archivo: String)
    case fallar(motivo: String)
    case reintentar
    case cancelar
}

extension EstadoDeDescarga {
    var rotulo: String {
        switch self {
        case .enEspera:
            return "En espera"
        case let .descargando(_, progreso):
            return "Descargando… \(progreso) %"
        case let .completada(archivo):
            return "Completada: \(archivo)"
        case let .fallida(_, motivo):
            return "Error: \(motivo)"
        case let .cancelada(_, progreso):
            return "Cancelada al \(progreso) %"
        }
    }
}

/// Sin `default` sobre el estado: cada estado aparece por su nombre, así que
/// un sexto caso volvería a encender un error de compilación aquí.
func siguiente(_ estado: EstadoDeDescarga, ante evento: EventoDeDescarga) -> EstadoDeDescarga {
    switch (estado, evento) {
    case let (.enEspera, .iniciar(url)):
        return .descargando(url: url, progreso: 0)
    case let (.descargando(url, _), .progreso(porcentaje)):
        return .descargando(url: url, progreso: porcentaje)
    case let (.descargando, .terminar(archivo)):
        return .completada(archivo: archivo)
    case let (.descargando(url, _), .fallar(motivo)):
        return .fallida(url: url, motivo: motivo)
    case let (.descargando(url, progreso), .cancelar):
        return .cancelada(url: url, progreso: progreso)
    case let (.fallida(url, _), .reintentar):
        return .descargando(url: url, progreso: 0)
    case let (.cancelada(url, progreso), .reintentar):
        return .descargando(url: url, progreso: progreso)
    case let (.cancelada, .iniciar(url)):
        return .descargando(url: url, progreso: 0)
    case (.enEspera, _), (.descargando, _), (.completada, _), (.fallida, _), (.cancelada, _):
        // Sin transición declarada: el evento se descarta.
        return estado
    }
}
