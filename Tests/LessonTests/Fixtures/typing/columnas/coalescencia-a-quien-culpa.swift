struct P { var n: Int? }
let p = P(n: 1)
func f() -> Int? { 1 }
let xs: [Int] = []
let b3: String = p.n ?? 0
let b4: String = f() ?? 0
let b5: String = xs.first ?? 0
let b6: String = p.n ?? "x"
let b7: String = f() ?? "x"
let q: Int? = 2
let b8: String = q ?? "x"
let b9: String = q ?? 0
