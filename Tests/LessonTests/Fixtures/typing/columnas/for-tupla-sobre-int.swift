let xs = [10, 20]
for (i, x) in xs { print(i, x) }
