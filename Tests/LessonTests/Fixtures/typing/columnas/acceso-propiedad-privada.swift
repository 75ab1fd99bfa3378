struct Cuenta {
    private var saldo = 0
    fileprivate var visible = 1
    func total() -> Int { saldo + visible }
}
let c = Cuenta()
print(c.saldo)
print(c.visible, c.total())
