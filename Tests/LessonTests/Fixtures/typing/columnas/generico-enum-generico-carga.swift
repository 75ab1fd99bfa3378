enum Respuesta<Valor> {
    case exito(Valor)
    case error(String)
}
let r: Respuesta<Int> = .exito("cinco")
print(r)
