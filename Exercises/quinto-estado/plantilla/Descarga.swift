// Una descarga como máquina de estado.
//
// La máquina funcionaba con cuatro estados. Alguien añadió el quinto,
// `cancelada`, y el evento `cancelar`... y el proyecto compiló sin una sola
// queja. ¿Por qué? Mira el `default` del final de `siguiente`.

enum EstadoDeDescarga: Equatable {
    case enEspera
    case descargando(url: String, progreso: Int)
    case completada(archivo: String)
    case fallida(url: String, motivo: String)
    // Nuevo: la descarga se detuvo a mano; recuerda dónde iba.
    case cancelada(url: String, progreso: Int)
}

enum EventoDeDescarga: Equatable {
    case iniciar(url: String)
    case progreso(Int)
    case terminar(archivo: String)
    case fallar(motivo: String)
    case reintentar
    // Nuevo.
    case cancelar
}

func siguiente(_ estado: EstadoDeDescarga, ante evento: EventoDeDescarga) -> EstadoDeDescarga {
    switch estado {
    case .enEspera:
        switch evento {
        case let .iniciar(url):
            return .descargando(url: url, progreso: 0)
        default:
            return estado
        }
    case let .descargando(url, _):
        switch evento {
        case let .progreso(porcentaje):
            return .descargando(url: url, progreso: porcentaje)
        case let .terminar(archivo):
            return .completada(archivo: archivo)
        case let .fallar(motivo):
            return .fallida(url: url, motivo: motivo)
        // TODO: .cancelar detiene la descarga y recuerda el progreso.
        default:
            return estado
        }
    case let .fallida(url, _):
        switch evento {
        case .reintentar:
            return .descargando(url: url, progreso: 0)
        default:
            return estado
        }
    // TODO: este `default` se tragó el caso nuevo. Quítalo y escribe cada
    // estado por su nombre: `.completada` no reacciona a nada, y `.cancelada`
    // tiene sus propias transiciones (mira el enunciado).
    default:
        return estado
    }
}
