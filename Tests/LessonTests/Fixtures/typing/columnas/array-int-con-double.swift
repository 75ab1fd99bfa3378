let xs: [Int] = [1, 2.5]
print(xs)
