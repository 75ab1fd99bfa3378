let xs: [Double] = [1, 2, "3"]
print(xs)
