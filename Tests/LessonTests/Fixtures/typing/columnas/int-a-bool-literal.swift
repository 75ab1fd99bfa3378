let b: Bool = 1
print(b)
