let s = "hola"
print(s.uppercase())
