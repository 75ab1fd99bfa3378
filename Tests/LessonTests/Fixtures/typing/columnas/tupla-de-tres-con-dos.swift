let t = (1, "a")
let (a, b, c) = t
print(a, b, c)
