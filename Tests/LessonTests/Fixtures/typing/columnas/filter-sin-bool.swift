let xs = [1, 2, 3]
let t = xs.filter { $0 }
print(t)
