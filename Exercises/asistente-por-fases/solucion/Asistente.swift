// Solución de referencia: el asistente como máquina de estados por fases.

struct DatosPersonales: Equatable {
    var nombre: String = ""
    var correo: String = ""

    var estanCompletos: Bool { nombre != "" && correo != "" }
}

struct Direccion: Equatable {
    var calle: String = ""
    var ciudad: String = ""

    var estaCompleta: Bool { calle != "" && ciudad != "" }
}

struct Pedido: Equatable {
    var datos: DatosPersonales
    var direccion: Direccion
    var tarjeta: String
}

enum Asistente: Equatable {
    case datosPersonales(DatosPersonales)
    case direccion(datos: DatosPersonales, direccion: Direccion)
    case pago(datos: DatosPersonales, direccion: Direccion, tarjeta: String)
    case confirmacion(Pedido)
}

enum AccionDelAsistente: Equatable {
    case avanzar
    case retroceder
}

/// Cada transición sustituye el caso entero: lo que sobrevive a un paso es
/// lo que se pasa explícitamente al construir el caso siguiente (o anterior).
func reduce(into asistente: inout Asistente, action: AccionDelAsistente) {
    switch (asistente, action) {
    case let (.datosPersonales(datos), .avanzar) where datos.estanCompletos:
        asistente = .direccion(datos: datos, direccion: Direccion())
    case let (.direccion(datos, direccion), .avanzar) where direccion.estaCompleta:
        asistente = .pago(datos: datos, direccion: direccion, tarjeta: "")
    case let (.pago(datos, direccion, tarjeta), .avanzar) where tarjeta != "":
        asistente = .confirmacion(Pedido(datos: datos, direccion: direccion, tarjeta: tarjeta))
    case let (.direccion(datos, _), .retroceder):
        // La dirección escrita muere con su paso.
        asistente = .datosPersonales(datos)
    case let (.pago(datos, direccion, _), .retroceder):
        // La tarjeta muere; la dirección sobrevive porque se pasa a mano.
        asistente = .direccion(datos: datos, direccion: direccion)
    case (.datosPersonales, _), (.direccion, _), (.pago, _), (.confirmacion, _):
        // Paso incompleto, primer paso o final: no se mueve.
        break
    }
}
