protocol Figura { func area() -> Double }
let xs: [Figura] = [1, 2]
print(xs.count)
