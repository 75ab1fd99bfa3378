let a = 1
let b = 2.0
let c = a > 0 ? a : b
print(c)
