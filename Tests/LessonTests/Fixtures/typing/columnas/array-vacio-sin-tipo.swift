var a = []
print(a)
