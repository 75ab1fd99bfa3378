let f = { (x: Double) -> Int in x * 2 }
print(f(1))
