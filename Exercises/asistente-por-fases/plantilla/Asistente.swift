// Un asistente de compra en cuatro pasos. Cada paso es un caso del enum y
// lleva solo lo que ese punto del proceso ya ha reunido: no se puede estar en
// el pago sin una dirección, ni en la confirmación sin el pedido completo.

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

func reduce(into asistente: inout Asistente, action: AccionDelAsistente) {
    switch action {
    case .avanzar:
        switch asistente {
        case let .datosPersonales(datos):
            // TODO: solo se avanza si los datos están completos.
            asistente = .direccion(datos: datos, direccion: Direccion())
        // TODO: .direccion → .pago (con la tarjeta vacía), .pago → .confirmacion,
        // y .confirmacion es el final. Escribe cada caso por su nombre y
        // quita este `default`.
        default:
            break
        }
    case .retroceder:
        // TODO: .direccion → .datosPersonales, .pago → .direccion.
        // En el primer paso y en la confirmación, retroceder no hace nada.
        break
    }
}
