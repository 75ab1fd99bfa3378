let f: (Int) -> Int = { x in "\(x)" }
print(f(1))
