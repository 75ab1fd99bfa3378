// Two ways to model a photo screen's destinations: a flag each, or one optional enum.

struct FotoConBanderas {
    var detalleAbierto = false
    var edicionAbierta = false
    var compartirAbierto = false
    var alertaDeBorrado: String? = nil
}

enum Destino {
    case detalle
    case edicion
    case compartir
}

struct FotoConDestino {
    var destino: Destino? = nil
}
