final class Caja {
    var n = 0
    let fijo = 1
    func poner() { n = 3 }
}
func usar() {
    let c = Caja()
    c.n = 5
    c.fijo = 2
}
