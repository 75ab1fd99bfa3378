// Banco: clases con herencia, errores con valores asociados, didSet y try?.
enum ErrorBanco: Error {
    case saldoInsuficiente(necesita: Double)
    case cantidadInvalida
    case cuentaBloqueada
}

class Cuenta {
    let titular: String
    private(set) var movimientos: [String] = []
    var saldo: Double {
        didSet {
            movimientos.append("\(oldValue) -> \(saldo)")
        }
    }
    init(titular: String, saldo: Double) {
        self.titular = titular
        self.saldo = saldo
    }
    func retirar(_ cantidad: Double) throws {
        guard cantidad > 0 else { throw ErrorBanco.cantidadInvalida }
        guard cantidad <= saldo else {
            throw ErrorBanco.saldoInsuficiente(necesita: cantidad - saldo)
        }
        saldo -= cantidad
    }
    func depositar(_ cantidad: Double) throws {
        guard cantidad > 0 else { throw ErrorBanco.cantidadInvalida }
        saldo += cantidad
    }
    func resumen() -> String { "\(titular): \(saldo)" }
}

class CuentaAhorro: Cuenta {
    var interes: Double
    init(titular: String, saldo: Double, interes: Double) {
        self.interes = interes
        super.init(titular: titular, saldo: saldo)
    }
    override func retirar(_ cantidad: Double) throws {
        if cantidad > 500 { throw ErrorBanco.cuentaBloqueada }
        try super.retirar(cantidad)
    }
    func aplicarInteres() {
        saldo += saldo * interes
    }
    override func resumen() -> String { "Ahorro " + super.resumen() }
}

let cuentas: [Cuenta] = [Cuenta(titular: "Lucía", saldo: 100), CuentaAhorro(titular: "Pablo", saldo: 1000, interes: 0.05)]
for c in cuentas {
    do {
        try c.retirar(50)
        try c.retirar(600)
    } catch ErrorBanco.saldoInsuficiente(let falta) {
        print("\(c.titular): faltan \(falta)")
    } catch ErrorBanco.cuentaBloqueada {
        print("\(c.titular): bloqueada")
    } catch {
        print("otro error")
    }
}
if let ahorro = cuentas[1] as? CuentaAhorro {
    ahorro.aplicarInteres()
    print(ahorro.saldo)
}
let ok = (try? cuentas[0].depositar(-5)) != nil
print("depósito negativo aceptado: \(ok)")
try? cuentas[0].depositar(25.5)
for c in cuentas {
    print(c.resumen())
    print(c.movimientos)
}
print(cuentas.map { $0 is CuentaAhorro })
let total = cuentas.reduce(0) { $0 + $1.saldo }
print("Total en el banco: \(total)")
let r = Result { try cuentas[0].retirar(1000) }
switch r {
case .success: print("retirado")
case .failure(let e): print("falló con \(e)")
}
