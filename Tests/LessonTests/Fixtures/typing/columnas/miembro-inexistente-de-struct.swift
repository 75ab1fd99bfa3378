struct P { var x: Int }
let p = P(x: 1)
print(p.y)
