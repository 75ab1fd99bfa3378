let nombres = ["Ana", "Luis", "Eva"]
let notas = [7, 9, 5]
let parejas = zip(nombres, notas)
for (nombre, nota) in parejas { print(nombre, nota) }
print("parejas:", parejas.count)
