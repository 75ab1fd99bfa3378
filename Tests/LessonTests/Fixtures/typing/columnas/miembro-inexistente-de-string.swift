let s = "hola"
print(s.size)
