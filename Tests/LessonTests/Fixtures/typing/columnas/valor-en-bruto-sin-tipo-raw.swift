enum Dia {
    case lunes = 1
    case martes = 2
}
print(Dia.lunes)
