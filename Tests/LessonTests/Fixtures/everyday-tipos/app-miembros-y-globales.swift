func describir() -> String { "global" }
var total = 1000
let nombre = "global"
struct Tienda {
    var total = 0
    let nombre: String
    func describir() -> String { "tienda \(nombre) con \(total)" }
    mutating func vender(_ n: Int) { total += n; print(describir()) }
    func resumen() -> String { describir() + " / " + nombre }
}
class Caja {
    var total = 5
    func sumar() { total = total + 1 }
    func informe() -> String { "caja \(total)" }
}
var t = Tienda(nombre: "Lola")
t.vender(3)
t.vender(4)
print(t.resumen(), describir(), total, nombre)
let c = Caja()
c.sumar(); c.sumar()
print(c.informe(), total)
func informe() -> String { "informe global \(total)" }
print(informe())
class Centralita {
    private var sensores: [String] = []
    var cuenta = 0
    func conectar(_ s: String) { sensores.append(s); cuenta += 1 }
    func lista() -> [String] { sensores }
}
struct Cajon {
    var cuenta = 10
    mutating func subir() { cuenta += 1 }
    func ver() -> Int { cuenta }
}
let cc = Centralita()
cc.conectar("a"); cc.conectar("b")
let sensores = ["global"]
var cuenta = 100
var k = Cajon()
k.subir()
print(cc.lista(), sensores, cc.cuenta, cuenta, k.ver(), k.cuenta)
