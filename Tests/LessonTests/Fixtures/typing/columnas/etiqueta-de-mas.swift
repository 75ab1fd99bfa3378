func doble(_ n: Int) -> Int { return n * 2 }
print(doble(n: 3))
