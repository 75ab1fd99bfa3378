let x = true ? 1 : "uno"
print(x)
