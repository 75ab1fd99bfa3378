let x: Int
print(x)
