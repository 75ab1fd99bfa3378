enum E { case a, b, a }
print(E.b)
