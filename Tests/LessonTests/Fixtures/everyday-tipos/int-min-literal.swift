// El literal más negativo de Int: -9223372036854775808 es Int.min
let m = -9223372036854775808
print(m, m == Int.min)
let n: Int = -9223372036854775808
print(n)
let d: Double = -9223372036854775808
print(d)
