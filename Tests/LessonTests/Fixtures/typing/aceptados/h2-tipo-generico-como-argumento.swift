protocol Creable { init() }
struct Caja: Creable {
    var n = 3
    init() {}
}
func hacer<T: Creable>(_ tipo: T.Type) -> T { tipo.init() }
let c = hacer(Caja.self)
print(c.n)
func nombre<T>(_ tipo: T.Type) -> String { "\(tipo)" }
print(nombre(Int.self), nombre(Caja.self))
