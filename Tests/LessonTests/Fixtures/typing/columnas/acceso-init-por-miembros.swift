struct Cuenta {
    private var saldo = 0
    let titular: String
}
let c = Cuenta(saldo: 3, titular: "ana")
let d = Cuenta(titular: "luis")
