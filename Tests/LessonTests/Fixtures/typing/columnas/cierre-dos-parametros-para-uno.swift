let xs = [1, 2, 3]
let ys = xs.map { (a, b) in a + b }
print(ys)
