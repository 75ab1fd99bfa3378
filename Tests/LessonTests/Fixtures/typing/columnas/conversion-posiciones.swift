struct P { var n: Int?; func f() -> Int? { n } }
let p = P(n: 1)
let xs = [1]
let d = ["a": 1]
let a1: Int = p.n
let a2: Int = p.f()
let a3: Int = d["a"]
let a4: Int = (p.n)
let a5: String = xs.count
let a6: String = xs[0]
let a7: String = 1 + 2
let a8: String = -xs[0]
let a9: String = p.f()!
let b1: String = xs.map { $0 }.count
let b2: String = xs.first!
let b3: String = p.n ?? 0
