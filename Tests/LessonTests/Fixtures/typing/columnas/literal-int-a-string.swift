let s: String = 5
print(s)
