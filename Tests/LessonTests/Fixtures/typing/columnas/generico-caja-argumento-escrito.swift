struct Caja<Contenido> {
    var contenido: Contenido
}
let caja = Caja<Int>(contenido: "libro")
print(caja)
