class Cuenta {
    var saldo: Double
    init(saldo: Double) { self.saldo = saldo }
    convenience init() {
        saldo = 0
    }
}
print(Cuenta().saldo)
