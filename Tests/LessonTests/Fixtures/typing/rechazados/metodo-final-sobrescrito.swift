class Cuenta {
    var saldo = 0
    final func depositar(_ n: Int) { saldo += n }
}
class CuentaJoven: Cuenta {
    override func depositar(_ n: Int) { saldo += n * 2 }
}
let c = CuentaJoven()
c.depositar(3)
print(c.saldo)
