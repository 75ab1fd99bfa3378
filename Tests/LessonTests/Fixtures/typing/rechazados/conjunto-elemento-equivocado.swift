var vistos: Set<Int> = [1, 2]
vistos.insert(3)
vistos.insert("cuatro")
print(vistos.count)
