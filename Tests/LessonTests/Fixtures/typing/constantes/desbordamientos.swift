// swiftc folds Int arithmetic on literals, Int.max and Int.min, and refuses what overflows.
let limite = Int.max
print(limite)
let siguiente = Int.max + 1
let anterior = Int.min - 1
let doble = 9223372036854775807 * 2
let grande = 1_000_000_000 * 1_000_000_000 * 10
let opuesto = -Int.min
let agrupado = (Int.max - 1) + 2
let dos = Int.max + 1 - 1
print(1 + Int.max)
func lejos() -> Int { return Int.max * 3 }
