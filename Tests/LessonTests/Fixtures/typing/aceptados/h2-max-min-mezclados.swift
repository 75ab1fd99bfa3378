let x = 4
let y = 2.5
print(max(1, 2.5), max(x, 3), min(1.5, 2, 3), max("a", "b"), max(y, 3))
print(min(x, x, 7), max(y, 1, 2.25), min("b", "a", "c"))
let n: Double = max(1, 2)
print(n)
