class Recurso {
    static var abiertos = 0
    let nombre: String
    init(_ nombre: String) {
        self.nombre = nombre
        Recurso.abiertos += 1
        print("abre", nombre)
    }
    deinit {
        Recurso.abiertos -= 1
        print("cierra", nombre)
    }
}
func usar() {
    let a = Recurso("a")
    let b = Recurso("b")
    print("usando", a.nombre, b.nombre, Recurso.abiertos)
}
usar()
print("abiertos:", Recurso.abiertos)
var r: Recurso? = Recurso("c")
var otro = r
r = nil
print("sigue?", otro != nil)
otro = nil
print("abiertos:", Recurso.abiertos)
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
