import Testing

/// Cuántos destinos se ven a la vez.
private func abiertos(_ pantalla: PantallaDeNota) -> Int {
    var cuenta = 0
    if pantalla.mostrandoDetalle { cuenta += 1 }
    if pantalla.mostrandoEdicion { cuenta += 1 }
    if pantalla.mostrandoCompartir { cuenta += 1 }
    if pantalla.alerta != nil { cuenta += 1 }
    return cuenta
}

private func describir(_ pantalla: PantallaDeNota) -> String {
    "detalle: \(pantalla.mostrandoDetalle), edición: \(pantalla.mostrandoEdicion), compartir: \(pantalla.mostrandoCompartir), alerta: \(pantalla.alerta ?? "nil")"
}

private func tras(_ acciones: [AccionDeNota]) -> PantallaDeNota {
    var pantalla = PantallaDeNota()
    for accion in acciones {
        reduce(into: &pantalla, action: accion)
    }
    return pantalla
}

@Test("una pantalla recién creada no muestra ningún destino")
func nadaAbierto() {
    let pantalla = PantallaDeNota()
    #expect(abiertos(pantalla) == 0, "PantallaDeNota() debe empezar sin nada abierto, y tiene \(describir(pantalla))")
}

@Test("cada botón abre su destino")
func cadaBotonAbreElSuyo() {
    #expect(tras([.detalleTocado]).mostrandoDetalle, "detalleTocado debe mostrar el detalle")
    #expect(tras([.editarTocado]).mostrandoEdicion, "editarTocado debe mostrar la hoja de edición")
    #expect(tras([.compartirTocado]).mostrandoCompartir, "compartirTocado debe mostrar la hoja de compartir")
    #expect(tras([.borrarTocado]).alerta != nil, "borrarTocado debe mostrar la alerta de borrado")
}

@Test("abrir la edición con el detalle abierto cierra el detalle")
func edicionCierraDetalle() {
    let pantalla = tras([.detalleTocado, .editarTocado])
    #expect(pantalla.mostrandoEdicion, "tras editarTocado debe verse la edición")
    #expect(!pantalla.mostrandoDetalle,
            "dos destinos a la vez son un fallo: al abrir la edición el detalle debe cerrarse, y quedó \(describir(pantalla))")
}

@Test("la alerta de borrado compite con las hojas: abrirla cierra la edición")
func alertaCierraEdicion() {
    let pantalla = tras([.editarTocado, .borrarTocado])
    #expect(pantalla.alerta != nil, "tras borrarTocado debe verse la alerta")
    #expect(!pantalla.mostrandoEdicion,
            "la alerta de borrado no se apila sobre la edición: es un destino más del mismo enum; quedó \(describir(pantalla))")
}

@Test("abrir una hoja con la alerta visible quita la alerta")
func hojaCierraAlerta() {
    let pantalla = tras([.borrarTocado, .compartirTocado])
    #expect(pantalla.mostrandoCompartir, "tras compartirTocado debe verse la hoja de compartir")
    #expect(pantalla.alerta == nil,
            "al abrir compartir la alerta debe desaparecer, y quedó \(describir(pantalla))")
}

@Test("cerrar deja la pantalla sin ningún destino, alerta incluida")
func cerrarLoCierraTodo() {
    for abrir in [AccionDeNota.detalleTocado, .editarTocado, .compartirTocado, .borrarTocado] {
        let abierta = tras([abrir])
        let pantalla = tras([abrir, .cerrarTocado])
        let quedan = abiertos(pantalla)
        if quedan > 0 && pantalla == abierta {
            Issue.record("tras \(abrir), cerrarTocado no cambió nada: sigue abierto — \(describir(pantalla))")
            continue
        }
        #expect(quedan == 0,
                "tras \(abrir) y cerrarTocado no debe quedar nada abierto, y quedó \(describir(pantalla))")
    }
}

@Test("en ningún momento se ven dos destinos a la vez")
func comoMuchoUno() {
    let acciones: [AccionDeNota] = [
        .detalleTocado, .editarTocado, .compartirTocado, .borrarTocado, .detalleTocado,
        .cerrarTocado, .borrarTocado, .editarTocado, .compartirTocado, .cerrarTocado,
    ]
    var pantalla = PantallaDeNota()
    for (paso, accion) in acciones.enumerated() {
        reduce(into: &pantalla, action: accion)
        #expect(abiertos(pantalla) <= 1,
                "paso \(paso + 1) (\(accion)): se ven \(abiertos(pantalla)) destinos a la vez — \(describir(pantalla))")
    }
}
