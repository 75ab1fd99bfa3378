let d: Double = "1.5"
print(d)
