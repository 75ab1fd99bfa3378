let xs: [Int] = [1, "dos", 3]
print(xs)
