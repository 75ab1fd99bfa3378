class Cuenta { var saldo: Double; init(saldo: Double) { self.saldo = saldo } }
let c = Cuenta()
print(c.saldo)
