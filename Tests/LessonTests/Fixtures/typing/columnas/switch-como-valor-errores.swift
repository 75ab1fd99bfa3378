enum F { case a, b, c }
let f = F.a
let n: Double = switch f { case .a: "x"; case .b: 2 }
let k = switch f { case .a: 1; case .b: 2 }
print(n, k)
let x = .a
