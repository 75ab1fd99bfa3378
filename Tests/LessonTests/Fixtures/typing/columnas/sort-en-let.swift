let xs = [3, 1]
print(xs.sort())
