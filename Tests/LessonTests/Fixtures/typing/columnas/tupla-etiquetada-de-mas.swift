let t = (x: 1, y: "a")
let (a, b, c) = t
print(a)
