let xs = [1, 2]
let ys = xs.map { $0 + $9223372036854775807 }
print(ys)
