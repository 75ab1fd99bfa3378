let r = sumar(1, 2)
print(r)
