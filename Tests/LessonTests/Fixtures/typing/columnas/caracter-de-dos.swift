let c: Character = "ab"
print(c)
