let t: (Int, String) = (1, 2)
print(t)
