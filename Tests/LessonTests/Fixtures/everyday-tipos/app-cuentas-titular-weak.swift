// Una cuenta que apunta a su titular con weak var: Titular se declara después, en otra entrada del REPL.
class Cuenta {
    var saldo: Double
    weak var titular: Titular?
    init(saldo: Double) { self.saldo = saldo }
}
class Titular {
    let nombre: String
    var cuentas: [Cuenta] = []
    init(nombre: String) { self.nombre = nombre }
    func abrir(_ saldo: Double) { let c = Cuenta(saldo: saldo); c.titular = self; cuentas.append(c) }
}
let t = Titular(nombre: "Ana")
t.abrir(100); t.abrir(50)
print(t.cuentas.map(\.saldo), t.cuentas[0].titular?.nombre ?? "-")
let a1 = t.cuentas[0], a2 = t.cuentas[0]
print(a1 === a2, a1 === t.cuentas[1])
