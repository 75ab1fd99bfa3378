let vistos: Set = [1, 2, 3]
print(vistos.count)
print(vistos[0])
