let xs = [1, 2, 3]
let t = xs.reduce(0) { $0 + $1 } ?? 0
print(t)
