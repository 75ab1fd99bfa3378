// A divisor that folds to zero is refused whatever the dividend; Int.min / -1 overflows.
func mitad(_ n: Int) -> Int { n / 2 }
func rota(_ n: Int) -> Int { n / 0 }
func resto(_ n: Int) -> Int { n % (1 - 1) }
let cociente = Int.min / -1
let modulo = Int.min % -1
print(mitad(4), rota(1), resto(2), cociente, modulo)
