import Testing

/// Escribe en el contador que se le presta (así `var b` cuenta como mutado
/// tanto si ContadorValor es un struct como si no).
private func escribir(_ cuenta: Int, en contador: inout ContadorValor) {
    contador.cuenta = cuenta
}

// MARK: - Referencia contra valor

@Test("ContadorClase es el contraejemplo: dos nombres, un mismo objeto")
func claseComparte() {
    let a = ContadorClase()
    let b = a
    b.cuenta = 42
    #expect(a.cuenta == 42,
            "ContadorClase debe seguir siendo una clase: al escribir en b, a también debe valer 42 (aliasing), y vale \(a.cuenta)")
}

@Test("una copia de ContadorValor es independiente del original")
func copiaIndependiente() {
    let a = ContadorValor()
    var b = a
    escribir(42, en: &b)
    #expect(a.cuenta == 0,
            "al escribir en la copia b, el original a debe seguir en 0 y vale \(a.cuenta): ¿sigue siendo ContadorValor una clase?")
    #expect(b.cuenta == 42, "la copia b debe valer 42 y vale \(b.cuenta)")
}

@Test("el reducer solo muta el contador que se le presta con &")
func reducerNoTocaElOriginal() {
    let original = ContadorValor()
    var prestado = original
    reduce(into: &prestado, action: .incrementar)
    reduce(into: &prestado, action: .incrementar)
    #expect(prestado.cuenta == 2, "tras dos incrementos, el contador prestado debe valer 2 y vale \(prestado.cuenta)")
    #expect(original.cuenta == 0,
            "inout es un préstamo exclusivo: el original, que no se prestó, debe seguir en 0, y vale \(original.cuenta)")
}

@Test("una historia de estados guarda instantáneas que no cambian después")
func historia() {
    var contador = ContadorValor()
    var instantaneas: [ContadorValor] = []
    for _ in 1...3 {
        reduce(into: &contador, action: .incrementar)
        instantaneas.append(contador)
    }
    let cuentas = instantaneas.map { $0.cuenta }
    #expect(cuentas == [1, 2, 3],
            "cada instantánea debe conservar la cuenta de su momento ([1, 2, 3]) y son \(cuentas): con una clase todas son el mismo objeto")
}

// MARK: - El reducer

@Test("incrementar suma uno cada vez")
func incrementar() {
    var contador = ContadorValor()
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .incrementar)
    #expect(contador.cuenta == 3, "tras tres incrementos la cuenta debe ser 3 y es \(contador.cuenta)")
}

@Test("decrementar resta uno y nunca baja de 0")
func decrementar() {
    var contador = ContadorValor()
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .decrementar)
    #expect(contador.cuenta == 1, "de 2, decrementar debe dejar 1 y dejó \(contador.cuenta)")
    reduce(into: &contador, action: .decrementar)
    reduce(into: &contador, action: .decrementar)
    #expect(contador.cuenta == 0, "decrementar en 0 no hace nada: la cuenta debe quedarse en 0 y es \(contador.cuenta)")
}

@Test("reiniciar vuelve a 0")
func reiniciar() {
    var contador = ContadorValor()
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .incrementar)
    reduce(into: &contador, action: .reiniciar)
    if contador.cuenta == 2 {
        Issue.record("reiniciar todavía no hace nada: la cuenta siguió en 2 y debe volver a 0")
        return
    }
    #expect(contador.cuenta == 0, "tras reiniciar la cuenta debe ser 0 y es \(contador.cuenta)")
}
