struct Contador {
    private(set) var n = 0
}
func sube(_ v: inout Int) { v += 1 }
var c = Contador()
sube(&c.n)
