let notas = [4, 7, 9]
let aprobado: Int = notas.first(where: { $0 >= 5 })
print(aprobado)
