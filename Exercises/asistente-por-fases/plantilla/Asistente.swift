// Un asistente de compra en cuatro pasos:
//   datos personales → dirección → pago → confirmación
//
// Está escrito con un número de paso y un opcional por paso. Cuenta:
//   Int × Optional<DatosPersonales> × Optional<Direccion> × Optional<String> × Optional<Pedido>
//   = 1 · 2 · 2 · 2 · 2 = 16 formas, y solo 4 son «estoy en el paso tal».
// Nada impide estar en el paso 3 sin dirección, ni volver atrás y encontrarse
// lo que se escribió en el paso siguiente.

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

// TODO: reescribe `Asistente` como un enum de fases, donde cada caso lleve lo
// que el proceso ha reunido hasta ese paso:
//   enum Asistente: Equatable {
//       case datosPersonales(DatosPersonales)
//       case direccion(datos: DatosPersonales, direccion: Direccion)
//       case pago(datos: DatosPersonales, direccion: Direccion, tarjeta: String)
//       case confirmacion(Pedido)
//   }
// Los constructores estáticos de abajo sobran entonces: los casos se
// escriben igual.
struct Asistente: Equatable {
    var paso: Int = 1   // 1 datos personales, 2 dirección, 3 pago, 4 confirmación
    var datos: DatosPersonales? = DatosPersonales()
    var direccion: Direccion? = nil
    var tarjeta: String? = nil
    var pedido: Pedido? = nil

    static func datosPersonales(_ datos: DatosPersonales) -> Asistente {
        Asistente(paso: 1, datos: datos)
    }

    static func direccion(datos: DatosPersonales, direccion: Direccion) -> Asistente {
        Asistente(paso: 2, datos: datos, direccion: direccion)
    }

    static func pago(datos: DatosPersonales, direccion: Direccion, tarjeta: String) -> Asistente {
        Asistente(paso: 3, datos: datos, direccion: direccion, tarjeta: tarjeta)
    }

    static func confirmacion(_ pedido: Pedido) -> Asistente {
        Asistente(paso: 4, datos: pedido.datos, direccion: pedido.direccion,
                  tarjeta: pedido.tarjeta, pedido: pedido)
    }
}

enum AccionDelAsistente: Equatable {
    case avanzar
    case retroceder
}

// TODO: con el enum, decide sobre el par (asistente, action) sin `default`.
// Cada transición construye el caso de destino con lo que trae el actual;
// lo que no se pase, desaparece.
func reduce(into asistente: inout Asistente, action: AccionDelAsistente) {
    switch action {
    case .avanzar:
        if asistente.paso == 1, let datos = asistente.datos, datos.estanCompletos {
            asistente.paso = 2
            if asistente.direccion == nil { asistente.direccion = Direccion() }
        } else if asistente.paso == 2, let direccion = asistente.direccion, direccion.estaCompleta {
            asistente.paso = 3
            if asistente.tarjeta == nil { asistente.tarjeta = "" }
        } else if asistente.paso == 3, let datos = asistente.datos, let direccion = asistente.direccion,
                  let tarjeta = asistente.tarjeta, tarjeta != "" {
            asistente.paso = 4
            asistente.pedido = Pedido(datos: datos, direccion: direccion, tarjeta: tarjeta)
        }
    case .retroceder:
        if asistente.paso == 2 || asistente.paso == 3 {
            asistente.paso -= 1
        }
    }
}
