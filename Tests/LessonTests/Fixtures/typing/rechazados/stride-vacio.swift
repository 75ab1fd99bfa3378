let pasos = stride(from: 0, to: 10, by: 3)
for paso in pasos { print(paso) }
if pasos.isEmpty { print("sin pasos") }
