// La pantalla de una nota puede abrir tres destinos (el detalle, la hoja de
// edición y la de compartir) y una alerta para confirmar el borrado.
//
// Con una bandera por destino, cuenta:
//   Bool × Bool × Bool × Optional<String> = 2·2·2·(1+1) = 16 formas.
// Legítimas son 5: nada abierto, o exactamente uno de los cuatro.
// Las otras 11 (dos hojas a la vez, una alerta sobre la edición...) el tipo
// las permite, y el reducer de abajo las alcanza.

// TODO: declara los destinos como un enum, uno por caso:
//   enum Destino: Equatable {
//       case detalle
//       case edicion
//       case compartir
//       case alerta(mensaje: String)
//   }

struct PantallaDeNota: Equatable {
    // TODO: sustituye las cuatro propiedades guardadas por una sola,
    //   var destino: Destino? = nil
    // y convierte estas cuatro en propiedades computadas que se deriven de
    // `destino` (la vista las sigue leyendo).
    var mostrandoDetalle = false
    var mostrandoEdicion = false
    var mostrandoCompartir = false
    var alerta: String? = nil
}

enum AccionDeNota: Equatable {
    case detalleTocado
    case editarTocado
    case compartirTocado
    case borrarTocado
    case cerrarTocado
}

// TODO: con `destino`, abrir uno es asignar un caso (y así se cierran los
// demás) y cerrar es asignar `nil`.
func reduce(into pantalla: inout PantallaDeNota, action: AccionDeNota) {
    switch action {
    case .detalleTocado:
        pantalla.mostrandoDetalle = true
    case .editarTocado:
        pantalla.mostrandoEdicion = true
    case .compartirTocado:
        pantalla.mostrandoCompartir = true
    case .borrarTocado:
        pantalla.alerta = "¿Borrar la nota?"
    case .cerrarTocado:
        pantalla.mostrandoDetalle = false
        pantalla.mostrandoEdicion = false
        pantalla.mostrandoCompartir = false
    }
}
