struct Cuenta {
    private var saldo = 0
}
let vacia = Cuenta()
let c = Cuenta(saldo: 3)
print(vacia, c)
