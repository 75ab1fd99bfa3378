class Contador {
    var n = 0
    mutating func sumar() { n += 1 }
}
let c = Contador()
c.sumar()
print(c.n)
