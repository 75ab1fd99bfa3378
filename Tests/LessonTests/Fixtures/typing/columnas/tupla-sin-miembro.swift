let t = (nombre: "a", edad: 3)
print(t.altura)
