enum Estado<Dato> {
    case vacio
    case cargando
    case listo(Dato)
}
var e: Estado<[String]> = .vacio
e = .listo([1, 2])
print(e)
