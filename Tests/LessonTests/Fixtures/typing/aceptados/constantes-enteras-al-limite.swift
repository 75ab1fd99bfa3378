// Constant Int arithmetic that stays in range, and arithmetic swiftc does not fold.
let a = Int.max - 1 + 1
let b = Int.min + 0
let c = -Int.max
let d = Int.max / -1
let e = (Int.min + 1) * -1
let f = 5.0 / 0
let g: Double = 4611686018427387904 * 2
let h = Int.max &+ 1
let k = 3 * 4 - 2 / 1 % 5
print(a, b, c, d, e, f, g, h, k)
