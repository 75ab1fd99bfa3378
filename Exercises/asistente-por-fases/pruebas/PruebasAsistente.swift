import Testing

private let datosDeAda = DatosPersonales(nombre: "Ada", correo: "ada@ejemplo.es")
private let direccionDeAda = Direccion(calle: "Calle Mayor 1", ciudad: "Madrid")

private func aplicar(_ accion: AccionDelAsistente, a estado: Asistente) -> Asistente {
    var copia = estado
    reduce(into: &copia, action: accion)
    return copia
}

// MARK: - Avanzar

@Test("avanzar con los datos personales completos lleva a la dirección, todavía vacía")
func avanzarDesdeDatos() {
    let nuevo = aplicar(.avanzar, a: .datosPersonales(datosDeAda))
    #expect(nuevo == .direccion(datos: datosDeAda, direccion: Direccion()),
            "se esperaba .direccion(datos: Ada, direccion: Direccion()) y salió \(nuevo)")
}

@Test("con los datos personales incompletos, avanzar no se mueve")
func avanzarDatosIncompletos() {
    let sinCorreo = Asistente.datosPersonales(DatosPersonales(nombre: "Ada", correo: ""))
    let nuevo = aplicar(.avanzar, a: sinCorreo)
    #expect(nuevo == sinCorreo,
            "sin correo no se puede pasar a la dirección: se esperaba seguir en \(sinCorreo) y salió \(nuevo)")
}

@Test("avanzar con la dirección completa lleva al pago, sin tarjeta")
func avanzarDesdeDireccion() {
    let nuevo = aplicar(.avanzar, a: .direccion(datos: datosDeAda, direccion: direccionDeAda))
    #expect(nuevo == .pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: ""),
            "se esperaba .pago(datos: Ada, direccion: Calle Mayor 1, tarjeta: \"\") y salió \(nuevo)")
}

@Test("con la dirección incompleta, avanzar no se mueve")
func avanzarDireccionIncompleta() {
    let sinCiudad = Asistente.direccion(datos: datosDeAda, direccion: Direccion(calle: "Calle Mayor 1", ciudad: ""))
    let nuevo = aplicar(.avanzar, a: sinCiudad)
    #expect(nuevo == sinCiudad,
            "sin ciudad no se puede pasar al pago: se esperaba seguir en \(sinCiudad) y salió \(nuevo)")
}

@Test("avanzar desde el pago con tarjeta lleva a la confirmación con el pedido completo")
func avanzarDesdePago() {
    let nuevo = aplicar(.avanzar, a: .pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242"))
    let pedido = Pedido(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242")
    #expect(nuevo == .confirmacion(pedido),
            "se esperaba .confirmacion con los datos, la dirección y la tarjeta \"4242\", y salió \(nuevo)")
}

@Test("sin tarjeta, avanzar desde el pago no se mueve")
func avanzarPagoSinTarjeta() {
    let sinTarjeta = Asistente.pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "")
    let nuevo = aplicar(.avanzar, a: sinTarjeta)
    #expect(nuevo == sinTarjeta,
            "no se confirma un pedido sin tarjeta: se esperaba seguir en el pago y salió \(nuevo)")
}

// MARK: - Retroceder

@Test("retroceder desde la dirección vuelve a los datos personales y la dirección escrita muere")
func retrocederDesdeDireccion() {
    let direccion = Asistente.direccion(datos: datosDeAda, direccion: direccionDeAda)
    let nuevo = aplicar(.retroceder, a: direccion)
    if nuevo == direccion {
        Issue.record("retroceder desde la dirección no tiene transición todavía: el asistente siguió en \(direccion)")
        return
    }
    #expect(nuevo == .datosPersonales(datosDeAda),
            "se esperaba .datosPersonales(Ada), con los datos que ya había, y salió \(nuevo)")
}

@Test("retroceder desde el pago vuelve a la dirección tal como estaba y la tarjeta muere")
func retrocederDesdePago() {
    let pago = Asistente.pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242")
    let nuevo = aplicar(.retroceder, a: pago)
    if nuevo == pago {
        Issue.record("retroceder desde el pago no tiene transición todavía: el asistente siguió en \(pago)")
        return
    }
    #expect(nuevo == .direccion(datos: datosDeAda, direccion: direccionDeAda),
            "se esperaba .direccion(datos: Ada, direccion: Calle Mayor 1): la dirección sobrevive porque se pasa a mano; salió \(nuevo)")
}

// MARK: - Los bordes

@Test("en el primer paso, retroceder no hace nada")
func retrocederEnElPrimerPaso() {
    let primero = Asistente.datosPersonales(datosDeAda)
    let nuevo = aplicar(.retroceder, a: primero)
    #expect(nuevo == primero, "no hay paso anterior a los datos personales: se esperaba seguir en \(primero) y salió \(nuevo)")
}

@Test("la confirmación es el final: ni avanzar ni retroceder la mueven")
func confirmacionEsFinal() {
    let final = Asistente.confirmacion(Pedido(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242"))
    let trasAvanzar = aplicar(.avanzar, a: final)
    #expect(trasAvanzar == final, "después de la confirmación no hay más pasos: avanzar debe dejarla igual, y salió \(trasAvanzar)")
    let trasRetroceder = aplicar(.retroceder, a: final)
    #expect(trasRetroceder == final, "un pedido confirmado no se deshace: retroceder debe dejarlo igual, y salió \(trasRetroceder)")
}

@Test("un recorrido de ida y vuelta: al volver al pago, la tarjeta de antes ya no está")
func idaYVuelta() {
    var asistente = Asistente.datosPersonales(datosDeAda)
    reduce(into: &asistente, action: .avanzar)
    asistente = .direccion(datos: datosDeAda, direccion: direccionDeAda) // el usuario escribe su dirección
    reduce(into: &asistente, action: .avanzar)
    asistente = .pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242") // y su tarjeta
    reduce(into: &asistente, action: .retroceder)
    if asistente == .pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: "4242") {
        Issue.record("retroceder desde el pago no tiene transición todavía: el asistente siguió en el pago con la tarjeta \"4242\"")
        return
    }
    if asistente == .direccion(datos: datosDeAda, direccion: Direccion()) {
        Issue.record("al retroceder desde el pago se perdió la dirección escrita: debe sobrevivir, porque se pasa a mano al construir .direccion")
        return
    }
    reduce(into: &asistente, action: .avanzar)
    #expect(asistente == .pago(datos: datosDeAda, direccion: direccionDeAda, tarjeta: ""),
            "tras retroceder desde el pago y volver a avanzar, la tarjeta debe estar vacía; salió \(asistente)")
    reduce(into: &asistente, action: .retroceder)
    reduce(into: &asistente, action: .retroceder)
    #expect(asistente == .datosPersonales(datosDeAda),
            "retrocediendo dos veces desde el pago se vuelve a los datos personales; salió \(asistente)")
}
