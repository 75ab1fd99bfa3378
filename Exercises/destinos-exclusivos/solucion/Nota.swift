// Solución de referencia: un opcional de un enum de destinos.
// Formas: Optional<Destino> = (1 + 1 + 1 + 1) + 1 = 5, todas legítimas.

enum Destino: Equatable {
    case detalle
    case edicion
    case compartir
    case alerta(mensaje: String)
}

struct PantallaDeNota: Equatable {
    var destino: Destino? = nil

    var mostrandoDetalle: Bool { destino == .detalle }
    var mostrandoEdicion: Bool { destino == .edicion }
    var mostrandoCompartir: Bool { destino == .compartir }

    var alerta: String? {
        guard let destino = destino else { return nil }
        switch destino {
        case let .alerta(mensaje):
            return mensaje
        case .detalle, .edicion, .compartir:
            return nil
        }
    }
}

enum AccionDeNota: Equatable {
    case detalleTocado
    case editarTocado
    case compartirTocado
    case borrarTocado
    case cerrarTocado
}

func reduce(into pantalla: inout PantallaDeNota, action: AccionDeNota) {
    switch action {
    case .detalleTocado:
        pantalla.destino = .detalle
    case .editarTocado:
        pantalla.destino = .edicion
    case .compartirTocado:
        pantalla.destino = .compartir
    case .borrarTocado:
        pantalla.destino = .alerta(mensaje: "¿Borrar la nota?")
    case .cerrarTocado:
        pantalla.destino = nil
    }
}
