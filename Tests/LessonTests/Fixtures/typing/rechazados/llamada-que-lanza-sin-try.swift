enum ErrorDeCarga: Error { case sinRed, tiempoAgotado }
func cargarPerfil(id: Int) throws -> String {
    if id < 0 { throw ErrorDeCarga.sinRed }
    return "perfil \(id)"
}
let nombre = cargarPerfil(id: 3)
print(nombre)
