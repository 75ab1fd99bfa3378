enum Moneda: Int { case uno = 1, dos = 2 }
let m = Moneda.dos
let s = "a"
let b = true
let d = 2.5
let n = 3
let x1 = s + 1
let x2 = b + 1
let x3 = d == "x"
let x4 = m == 1
let x5 = n < "4"
let x6 = 1 + s
let x7 = "4" < n
let x8 = b < 2
let x9 = n * "2"
