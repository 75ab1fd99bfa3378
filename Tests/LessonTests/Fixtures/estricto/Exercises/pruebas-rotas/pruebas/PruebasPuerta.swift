import Testing

@Test("empujar abre una puerta cerrada")
func empujar() {
    #expect(siguente(.cerrada, ante: .empujar) == .abierta, "cerrada y empujar debería dar abierta")
}
