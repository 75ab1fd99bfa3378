let n: Int = true
print(n)
