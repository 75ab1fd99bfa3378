enum Color: Int { case rojo = "r", verde }
print(Color.rojo)
