struct P { var x: Int }
let p = P(x: 1, y: 2)
print(p)
