struct P { var n = 1 }
print(P().hashValue)
