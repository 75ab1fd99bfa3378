struct P { let x: Int }
var p = P(x: 1)
p.x = 2
print(p)
