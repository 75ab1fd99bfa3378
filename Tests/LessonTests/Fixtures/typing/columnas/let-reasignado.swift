let v = 10
v = 11
print(v)
