let suma = { (a: Int, b: Int) -> Int in a + b }
print(suma(1, 2.5))
