// Una descarga como máquina de estados, con cuatro estados.
//
// Cancelar una descarga no tenía estado propio: se disfrazaba de fallo con
// el motivo "cancelada". Así se pierde el progreso (no se puede reanudar) y
// la pantalla enseña «Error: cancelada».
//
// TODO:
// 1. Añade el quinto caso, `case cancelada(url: String, progreso: Int)`, y
//    borra la función estática `cancelada(url:progreso:)`: el caso se escribe
//    igual, así que no hay que cambiar nada más para crearlo.
// 2. Compila y cuenta los errores: cada uno es un `switch` que decide según
//    el estado y aún no sabe qué hacer con el caso nuevo. No los silencies
//    con `default`: decide en cada uno.

enum EstadoDeDescarga: Equatable {
    case enEspera
    case descargando(url: String, progreso: Int)
    case completada(archivo: String)
    case fallida(url: String, motivo: String)

    static func cancelada(url: String, progreso: Int) -> EstadoDeDescarga {
        .fallida(url: url, motivo: "cancelada")
    }
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
    // Lo que enseña la pantalla en cada estado.
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
        }
    }
}

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
    case (.enEspera, _), (.descargando, _), (.completada, _), (.fallida, _):
        // Sin transición declarada: el evento se descarta.
        return estado
    }
}
