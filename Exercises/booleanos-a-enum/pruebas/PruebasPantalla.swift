import Testing

/// Only the starter's struct of loose fields can keep what an earlier state left behind
/// (`id` and `intentos` in `.listo`): an enum's case carries exactly its own data.
private func esDeCamposSueltos(_ estado: EstadoDePantalla) -> Bool {
    Mirror(reflecting: estado).displayStyle == .struct
}

@Test("desde .inactivo, cargar(id:) empieza a cargar ese id con un intento")
func inactivoCargar() {
    let nuevo = siguiente(.inactivo, ante: .cargar(id: 7))
    #expect(nuevo == .cargando(id: 7, intentos: 1),
            "se esperaba .cargando(id: 7, intentos: 1) y salió \(nuevo)")
}

@Test("desde .cargando, llego(perfil:) deja la pantalla lista y sin restos de la carga")
func cargandoLlego() {
    let cargando = EstadoDePantalla.cargando(id: 7, intentos: 2)
    let nuevo = siguiente(cargando, ante: .llego(perfil: "Ada"))
    if nuevo == cargando {
        Issue.record("desde .cargando, llego(perfil:) no tiene transición todavía: el estado siguió siendo \(cargando)")
        return
    }
    let motivo = esDeCamposSueltos(nuevo) ? ": en .listo no deben quedar ni el id ni los intentos de la carga" : ""
    #expect(nuevo == .listo(perfil: "Ada"), "se esperaba .listo(perfil: \"Ada\") y salió \(nuevo)\(motivo)")
}

@Test("desde .cargando, rompio(error:) pasa a .fallo conservando el id y los intentos")
func cargandoRompio() {
    let nuevo = siguiente(.cargando(id: 7, intentos: 2), ante: .rompio(error: "sin red"))
    #expect(nuevo == .fallo(id: 7, error: "sin red", intentos: 2),
            "se esperaba .fallo(id: 7, error: \"sin red\", intentos: 2) y salió \(nuevo)")
}

@Test("desde .fallo con menos de 3 intentos, reintentar vuelve a cargar con un intento más")
func falloReintentar() {
    let fallo = EstadoDePantalla.fallo(id: 7, error: "sin red", intentos: 1)
    let nuevo = siguiente(fallo, ante: .reintentar)
    if nuevo == fallo {
        Issue.record("desde .fallo con 1 intento, reintentar no tiene transición todavía: el estado siguió siendo \(fallo)")
        return
    }
    let motivo = esDeCamposSueltos(nuevo) ? ": al reintentar el error anterior ya no debe verse"
        : nuevo == .cargando(id: 7, intentos: 1) ? ": cada reintento suma uno a los intentos" : ""
    #expect(nuevo == .cargando(id: 7, intentos: 2), "se esperaba .cargando(id: 7, intentos: 2) y salió \(nuevo)\(motivo)")
    let tercero = siguiente(.fallo(id: 7, error: "sin red", intentos: 2), ante: .reintentar)
    #expect(tercero == .cargando(id: 7, intentos: 3),
            "con 2 intentos aún se puede reintentar: se esperaba .cargando(id: 7, intentos: 3) y salió \(tercero)")
}

@Test("desde .fallo con 3 intentos, reintentar no debe volver a cargar")
func falloAgotado() {
    let agotado = EstadoDePantalla.fallo(id: 7, error: "sin red", intentos: 3)
    let nuevo = siguiente(agotado, ante: .reintentar)
    #expect(nuevo == agotado,
            "la guarda es intentos < 3: con 3 intentos el evento se descarta y el estado sigue siendo \(agotado), pero salió \(nuevo)")
}

@Test("los pares sin transición dejan el estado exactamente igual")
func paresIlegales() {
    let pares: [(EstadoDePantalla, EventoDePantalla)] = [
        (.inactivo, .reintentar),
        (.inactivo, .llego(perfil: "Ada")),
        (.inactivo, .rompio(error: "sin red")),
        (.cargando(id: 7, intentos: 1), .cargar(id: 8)),
        (.cargando(id: 7, intentos: 1), .reintentar),
        (.listo(perfil: "Ada"), .rompio(error: "sin red")),
        (.listo(perfil: "Ada"), .cargar(id: 8)),
        (.listo(perfil: "Ada"), .reintentar),
        (.fallo(id: 7, error: "sin red", intentos: 1), .llego(perfil: "Ada")),
        (.fallo(id: 7, error: "sin red", intentos: 1), .cargar(id: 8)),
    ]
    for (estado, evento) in pares {
        let nuevo = siguiente(estado, ante: evento)
        #expect(nuevo == estado,
                "desde \(estado), el evento \(evento) no tiene transición y debe descartarse, pero el estado pasó a \(nuevo)")
    }
}

@Test("un recorrido completo: cargar, fallar, reintentar y llegar")
func recorridoCompleto() {
    var estado = EstadoDePantalla.inactivo
    estado = siguiente(estado, ante: .cargar(id: 3))
    estado = siguiente(estado, ante: .rompio(error: "tiempo agotado"))
    #expect(estado == .fallo(id: 3, error: "tiempo agotado", intentos: 1),
            "tras cargar y romper se esperaba .fallo(id: 3, error: \"tiempo agotado\", intentos: 1) y salió \(estado)")
    estado = siguiente(estado, ante: .reintentar)
    #expect(estado == .cargando(id: 3, intentos: 2),
            "tras reintentar se esperaba .cargando(id: 3, intentos: 2) y salió \(estado)")
    estado = siguiente(estado, ante: .llego(perfil: "Grace"))
    #expect(estado == .listo(perfil: "Grace"),
            "al final se esperaba .listo(perfil: \"Grace\") y salió \(estado)")
}
