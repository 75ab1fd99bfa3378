struct Contador { var n = 0; mutating func subir() { n += 1 } }
let c = Contador()
c.subir()
print(c.n)
