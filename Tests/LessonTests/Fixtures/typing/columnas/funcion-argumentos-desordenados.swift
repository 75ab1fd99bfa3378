func f(a: Int, b: Int) -> Int { a + b }
print(f(b: 1, a: 2))
