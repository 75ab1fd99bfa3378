struct P: Equatable { var x: Int }
let a = P(x: 1)
print(a < P(x: 2))
