let f = { (x: Desconocido) in x }
print(f)
