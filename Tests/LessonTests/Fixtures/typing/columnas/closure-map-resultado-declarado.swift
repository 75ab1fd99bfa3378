let xs = [1, 2, 3]
let ys = xs.map { (n: Int) -> String in n * 2 }
print(ys)
