let xs = [1, 2]
let m: Int = xs.max()
print(m)
