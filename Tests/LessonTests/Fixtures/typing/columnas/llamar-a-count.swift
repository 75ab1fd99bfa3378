let xs = [1]
print(xs.count())
