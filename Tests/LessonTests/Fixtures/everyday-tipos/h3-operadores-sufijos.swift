// Operadores sufijos propios (postfix operator ++, n++, 5^^) junto a prefijos del mismo nombre, con inout.
postfix operator ++
postfix func ++ (x: inout Int) { x += 1 }
prefix operator ++
prefix func ++ (x: inout Int) { x += 10 }
postfix operator ^^
postfix func ^^ (n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)^^ }
var n = 3
n++
print(n)
++n
print(n)
print(5^^, (3 + 1)^^)
struct Contador { var valor = 0
    static postfix func ++ (c: inout Contador) { c.valor += 1 }
    static prefix func - (c: Contador) -> Contador { Contador(valor: -c.valor) } }
var c = Contador()
c++
c++
print(c, -c)
var xs = [1, 2]
xs[0]++
print(xs)
struct Caja { var n = 0 }
var caja = Caja()
caja.n++
print(caja.n)
postfix operator %%
postfix func %% (x: Double) -> Double { x / 100 }
print(50.0%%, 25%%)
