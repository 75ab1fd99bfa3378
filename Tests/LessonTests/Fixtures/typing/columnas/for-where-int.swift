let xs = [1, 2, 3]
for x in xs where x { print(x) }
