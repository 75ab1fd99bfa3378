struct Cuenta {
    var saldo = 0
    private func secreto() -> Int { saldo * 2 }
    func publico() -> Int { secreto() + 1 }
}
let c = Cuenta()
print(c.publico())
print(c.secreto())
