class A { let n: String; init(_ n: String) { self.n = n }; deinit { print("adiós", n) } }
func f() {
    let a = A("a1")
    let b = A("b1")
    let xs = [A("c1"), A("d1")]
    let ys = [xs[0]]
    print("fin f", a.n, b.n, ys.count)
}
f()
do {
    let a = A("a2")
    let b = A("b2")
    let xs = [A("c2"), A("d2")]
    let ys = [xs[0]]
    print("fin do", a.n, b.n, ys.count)
}
for i in 1...2 {
    let a = A("x\(i)")
    let b = A("y\(i)")
    print("vuelta", a.n, b.n)
}
func g() {
    if true {
        let a = A("g1")
        let b = A("g2")
        print(a.n, b.n)
    }
    print("tras if")
}
g()
class R { let n: Int; init(_ n: Int) { self.n = n; print("crea", n) }; deinit { print("libera", n) } }
class Dueno { weak var amigo: R?; let propio: R; init(_ p: R) { propio = p } }
func buscar(_ objetivo: Int) -> R? {
    for i in 1...5 {
        let r = R(i)
        if r.n == objetivo { return r }
        if i == 4 { break }
    }
    print("no está")
    return nil
}
let encontrado = buscar(2)
print("encontrado", encontrado?.n as Any)
_ = buscar(9)
func pruebaWeak() -> Dueno {
    let d = Dueno(R(10))
    do {
        let temporal = R(11)
        d.amigo = temporal
        print("amigo", d.amigo?.n as Any)
    }
    print("tras el bloque", d.amigo?.n as Any)
    return d
}
let d = pruebaWeak()
print(d.propio.n, d.amigo as Any)
var i = 0
while i < 2 {
    let w = R(20 + i)
    i += 1
    if w.n == 21 { print("último") }
}
print("fin")
