import Testing

@Test("de verde, avanzar pasa a ámbar")
func verdeAvanza() {
    let nueva = siguiente(.verde, ante: .avanzar)
    #expect(nueva == .ambar, "tras el verde viene el ámbar")
}

@Test("el ciclo completo vuelve al verde")
func ciclo() {
    #expect(siguiente(siguiente(siguiente(.verde, ante: .avanzar), ante: .avanzar), ante: .avanzar) == .verde,
            "tres pasos vuelven al principio")
}

@Test("una emergencia pone el rojo desde cualquier luz", arguments: [Luz.verde, .ambar, .rojo])
func emergencia(desde luz: Luz) {
    #expect(siguiente(luz, ante: .emergencia) == .rojo, "la emergencia siempre acaba en rojo")
}
