var n = 0
n = "uno"
print(n)
