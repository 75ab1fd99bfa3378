func aplicar(_ f: (Int) -> Int, a x: Int) -> Int { f(x) }
print(aplicar({ $0 * 2 }, x: 3))
