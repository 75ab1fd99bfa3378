let x = nil
print(x)
