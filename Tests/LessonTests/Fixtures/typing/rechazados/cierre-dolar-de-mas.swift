let doble: (Int) -> Int = { $0 + $1 }
print(doble(2))
