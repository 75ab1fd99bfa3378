class Banco {
    private var fondos = 10
    private static var cuentas = 0
    private func auditar() {}
    func abrir() { Banco.cuentas += 1; fondos -= 1; auditar() }
}
let b = Banco()
b.abrir()
b.fondos = 3
Banco.cuentas += 1
b.auditar()
