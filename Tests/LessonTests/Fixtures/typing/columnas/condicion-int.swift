let n = 3
if n { print("sí") }
