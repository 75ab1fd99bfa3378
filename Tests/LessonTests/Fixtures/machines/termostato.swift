enum Termostato: Equatable {
    case apagado
    case calentando
    case enfriando
    case alarma
}

enum Lectura {
    case temperatura(Int)
    case apagar
}

func siguiente(_ estado: Termostato, con lectura: Lectura) -> Termostato {
    switch (estado, lectura) {
    case (.alarma, _):
        return .alarma
    case (_, .temperatura(let b)) where b > 40:
        return .alarma
    case (_, .temperatura(let b)) where b > 25:
        return .enfriando
    case (_, .temperatura(let b)) where b < 18:
        return .calentando
    case (_, .temperatura):
        return estado
    case (_, .apagar):
        return .apagado
    }
}
