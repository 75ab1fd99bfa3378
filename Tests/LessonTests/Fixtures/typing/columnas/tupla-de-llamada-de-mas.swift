func f() -> (Int, Int) { (1, 2) }
let (a, b, c) = f()
print(a)
