let sumar: (Int, Int) -> Int = { a, b in a + b }
print(sumar(1))
