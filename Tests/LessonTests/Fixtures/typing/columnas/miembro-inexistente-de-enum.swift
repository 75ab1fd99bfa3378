enum E { case a, b }
print(E.a.nombre)
