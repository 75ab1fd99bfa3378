let nombres = ["Ana", "Luis", "Eva"]
let notas = [7, 9, 5]
let parejas = zip(nombres, notas)
let primera = parejas[0]
print(primera)
