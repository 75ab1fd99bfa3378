var vistos: Set<String> = ["a"]
vistos.update(with: 3)
print(vistos.count)
