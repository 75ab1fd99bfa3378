// Una instancia que solo usa una condición se suelta antes del cuerpo del if, del while y del guard.
final class Ficha {
    let n: Int
    init(_ n: Int) { self.n = n; print("crea", n) }
    deinit { print("suelta", n) }
}
func vale(_ f: Ficha) -> Bool { f.n > 1 }
func probar(_ k: Int) -> Int {
    var total = 0
    for i in 0..<k {
        if vale(Ficha(i)) { print("vale", i); total += i } else { print("no vale", i) }
        while vale(Ficha(9)) && total < 3 { total += 1; print("vuelta") }
        guard vale(Ficha(5)) else { return -1 }
        print("tras guard")
    }
    return total
}
print(probar(3))
if let f = Optional(Ficha(7)), f.n == 7 { print("dentro", f.n) }
print("fin")
