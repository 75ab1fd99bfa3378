let a = 1 let b = 2
print(a, b)
if a > 0 { print(1) } print(2)
