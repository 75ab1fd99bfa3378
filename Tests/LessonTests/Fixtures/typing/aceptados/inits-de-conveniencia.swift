class Cuenta {
    var saldo: Double
    var titular: String
    init(saldo: Double, titular: String) {
        self.saldo = saldo
        self.titular = titular
    }
    convenience init(titular: String) {
        self.init(saldo: 0, titular: titular)
        saldo += 10
    }
    convenience init() {
        let nombre = "anónimo"
        if nombre.isEmpty {
            self.init(saldo: 1, titular: "?")
        } else {
            self.init(titular: nombre)
        }
    }
}
let c = Cuenta()
print(c.saldo, c.titular, Cuenta(titular: "Ana").saldo)
